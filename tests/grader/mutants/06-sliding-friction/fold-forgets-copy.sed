# fold_sliding_friction: never copies A into A_hat; only the folded entries are written.
# expect: fold_sliding_friction, one sliding contact (mu
/^static void fold_sliding_friction/,/^}/ { /^    for (int i = 0; i < n \* n; i++)$/ { N; d } }
