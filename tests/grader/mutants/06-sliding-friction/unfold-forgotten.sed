# unfold: the dynamic rows keep f = 0 after the solve.
# expect: unfold, one sliding contact: f_T = -mu slide f_N: f
/^static void unfold/,/^}/ s|f\[t\] = -p->rows\[t\].mu|f[t] = 0.0 * p->rows[t].mu|
