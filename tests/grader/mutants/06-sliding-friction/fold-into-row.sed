# fold_sliding_friction: the friction is folded into the normal's row instead of its column.
# expect: fold_sliding_friction, one sliding contact (mu
/^static void fold_sliding_friction/,/^}/ s|A_hat\[r \* n + row->normal\] -= row->mu \* row->slide \* p->A\[r \* n + t\];|A_hat[row->normal * n + r] -= row->mu * row->slide * p->A[t * n + r];|
