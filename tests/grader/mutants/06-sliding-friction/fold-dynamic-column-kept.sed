# fold_sliding_friction: the dynamic row's own column is not cleared, so its friction acts twice, once in the normal's column and once in its own.
# expect: fold_sliding_friction, one sliding contact (mu
/^static void fold_sliding_friction/,/^}/ { /^            A_hat\[r \* n + t\] = 0.0;$/d; }
