# fold_sliding_friction: the dynamic row is cleared as well as its column, so its acceleration is no longer A f + b.
# expect: fold_sliding_friction, one sliding contact (mu
/^static void fold_sliding_friction/,/^}/ s|^            A_hat\[r \* n + t\] = 0.0;$|            A_hat[r * n + t] = 0.0;\n            A_hat[t * n + r] = 0.0;|
