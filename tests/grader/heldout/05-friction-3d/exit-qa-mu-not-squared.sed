# cone_exit_step writes qa as ||df_T||^2 - mu df_N^2, with mu where the squared equation has mu^2.
# function: cone_exit_step
# set: A
/^double cone_exit_step/,/END SOLUTION/{
s/- mu \* mu \* df_N \* df_N;/- mu * df_N * df_N;/
}
