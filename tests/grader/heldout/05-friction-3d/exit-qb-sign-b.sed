# The middle coefficient is written qb = f_T . df_T + mu^2 f_N df_N, with the sign of the normal part wrong.
# function: cone_exit_step
# set: B
# shows when: both f_N and df_N are nonzero (the normal force changes while a sticking friction moves inside its cone)
/^double cone_exit_step/,/END SOLUTION/{
s/double qb = f_T\[0\] \* df_T\[0\] + f_T\[1\] \* df_T\[1\] - mu \* mu \* f_N \* df_N;/double qb = f_T[0] * df_T[0] + f_T[1] * df_T[1] + mu * mu * f_N * df_N;/
}
