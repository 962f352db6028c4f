# cone_exit_step: the bound checked per component (a box), not as the norm ||f_T||.
# expect: a friction is outside its cone: the bound is ||f_T|| <= mu f_N, a norm; cone_exit_step finds where the line
/^double cone_exit_step/,/^}/ {
    s|double qa = df_T\[0\] \* df_T\[0\] + df_T\[1\] \* df_T\[1\]|double qa = fmax(df_T[0] * df_T[0], df_T[1] * df_T[1])|
    s|double qb = f_T\[0\] \* df_T\[0\] + f_T\[1\] \* df_T\[1\]|double qb = fmax(f_T[0] * df_T[0], f_T[1] * df_T[1])|
    s|double qc = f_T\[0\] \* f_T\[0\] + f_T\[1\] \* f_T\[1\]|double qc = fmax(f_T[0] * f_T[0], f_T[1] * f_T[1])|
}
