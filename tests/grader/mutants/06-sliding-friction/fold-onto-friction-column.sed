# fold_sliding_friction: the friction column is folded into itself and then cleared: no fold at all.
# expect: fold_sliding_friction, one sliding contact (mu
/^static void fold_sliding_friction/,/^}/ s|A_hat\[r \* n + row->normal\] -= |A_hat[r * n + t] -= |
