# The drives use stage 2's dantzig_maxstep instead of bilateral_maxstep.
# function: compute_forces
# set: B
# shows when: a joint's force falls to zero during a drive before a_d reaches zero: the joint leaves C (a pivot the reference never makes) and its acceleration drifts
/^static cf_status compute_forces/,/END SOLUTION/{
s/dantzig_drive_to_zero(s, d, bilateral_maxstep)/dantzig_drive_to_zero(s, d, dantzig_maxstep)/
}
