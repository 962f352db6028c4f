# The near-side root is chosen whenever qb > 0, ignoring the noise that the caller passes for qb.
# function: cone_exit_step
# set: B
# shows when: a force on its cone slides along a side with 0 < qb within the noise and qa <= 0: it must not leave (INFINITY), but a step of 0 is returned
/^double cone_exit_step/,/END SOLUTION/{
s/if (qb > noise)/if (qb > 0.0)/
s/^\(    double qa = .*\)$/\1\
    (void)noise;/
}
