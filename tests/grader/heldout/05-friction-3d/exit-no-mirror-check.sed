# The root is returned without checking that the normal force is still positive there, so an exit through the mirror cone counts.
# function: cone_exit_step
# set: B
# shows when: the normal force falls (df_N < 0) fast enough that the line meets only the mirror cone, f_N + s df_N < 0 at the root: INFINITY is expected
/^double cone_exit_step/,/END SOLUTION/{
/^    if (f_N + step \* df_N < 0\.0)$/{
N
/return INFINITY;/d
}
}
