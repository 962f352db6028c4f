# fold_sliding_friction reads the friction column from A_hat (a dynamic row's column is no normal's, so it is still A's when it is read).
/^static void fold_sliding_friction/,/^}/ s|row->mu \* row->slide \* p->A\[r \* n + t\];|row->mu * row->slide * A_hat[r * n + t];|
