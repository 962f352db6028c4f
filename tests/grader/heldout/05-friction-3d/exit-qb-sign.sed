# cone_exit_step writes the middle coefficient as f_T . df_T + mu^2 f_N df_N, with the wrong sign on the normal term.
# function: cone_exit_step
# set: A
/^double cone_exit_step/,/END SOLUTION/{
s/- mu \* mu \* f_N \* df_N;/+ mu * mu * f_N * df_N;/
}
