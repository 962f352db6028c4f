# unfold: the friction is -mu slide times the dynamic row's own force (0), not its normal's.
/^static void unfold/,/^}/ s|\* f\[p->rows\[t\].normal\];|* f[t];|
