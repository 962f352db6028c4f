# cone_exit_step returns the root even when f_N + s df_N < 0 there, a crossing of the mirror cone below the surface.
# function: cone_exit_step
# set: A
/^double cone_exit_step/,/END SOLUTION/{
/if (f_N + step \* df_N < 0\.0)$/{
N
d
}
}
