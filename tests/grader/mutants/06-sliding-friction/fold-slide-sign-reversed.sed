# fold_sliding_friction: the friction column is added, not subtracted: the slip direction's sign is reversed.
# expect: fold_sliding_friction, one sliding contact (mu
/^static void fold_sliding_friction/,/^}/ s|A_hat\[r \* n + row->normal\] -= row->mu|A_hat[r * n + row->normal] += row->mu|
