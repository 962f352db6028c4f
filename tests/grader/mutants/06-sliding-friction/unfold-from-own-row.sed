# unfold: the friction is -mu slide times the dynamic row's own force (0), not its normal's.
# expect: unfold, one sliding contact: f_T = -mu slide f_N: f
/^static void unfold/,/^}/ s|\* f\[p->rows\[t\].normal\];|* f[t];|
