# The two tests of the driven candidate are in the wrong order: a rising a_d gives -a_d/da_d even when a_d has already reached zero.
# function: dantzig_step_driven
# set: B
# shows when: after a tie a_d is a hair below zero (within roundoff) and rises: the reference's candidate is exactly 0, this one a tiny positive step, so a clamped force at zero that falls (step 0) wins instead of d, or maxstep reports a nonzero step
/^double dantzig_step_driven/,/END SOLUTION/{
/if (dantzig_reached_zero(s, d))/,/return 0\.0;/d
/return -s->a\[d\] \/ s->da\[d\];/a\
    if (dantzig_reached_zero(s, d))\
        return 0.0;
}
