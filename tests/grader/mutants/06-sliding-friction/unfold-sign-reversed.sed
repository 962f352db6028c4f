# unfold: the friction is given along the sliding, not against it.
# expect: unfold, one sliding contact: f_T = -mu slide f_N: f
/^static void unfold/,/^}/ s|f\[t\] = -p->rows\[t\].mu|f[t] = p->rows[t].mu|
