# fold_sliding_friction: column N of A_hat becomes -mu slide A[:,T] (= instead of -=): the normal's own column is lost.
# expect: fold_sliding_friction, one sliding contact (mu
/^static void fold_sliding_friction/,/^}/ s|A_hat\[r \* n + row->normal\] -= row->mu|A_hat[r * n + row->normal] = -row->mu|
