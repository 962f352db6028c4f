# Instead of skipping joints, maxstep skips clamped forces that are already negative ("a joint's force may be negative").
# function: bilateral_maxstep
# set: B
# shows when: a joint whose force is positive falls during a drive before a_d reaches zero: the reference ignores it, this lets it limit the step and unclamps the joint
/^double bilateral_maxstep/,/END SOLUTION/{
s/s->p->rows\[i\]\.kind != CF_ROW_BILATERAL/s->f[i] >= 0.0/
}
