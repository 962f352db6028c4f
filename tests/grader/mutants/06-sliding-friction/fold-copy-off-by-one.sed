# fold_sliding_friction: the copy of A into A_hat stops one entry short, so the last diagonal entry is never set.
# expect: fold_sliding_friction, one sliding contact (mu
/^static void fold_sliding_friction/,/^}/ s|for (int i = 0; i < n \* n; i++)|for (int i = 0; i < n * n - 1; i++)|
