# cone_exit_step tests the mirror cone as s df_N < -f_N, the same comparison as f_N + s df_N < 0 written without the sum.
# function: cone_exit_step
# set: B
/^double cone_exit_step/,/END SOLUTION/{
s/^    if (f_N + step \* df_N < 0\.0)$/    if (step * df_N < -f_N)/
}
