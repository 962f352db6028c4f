# fold_sliding_friction folds column t into column N but leaves the dynamic row's own column t in A_hat instead of setting it to zero.
# function: fold_sliding_friction
# set: A
/^static void fold_sliding_friction/,/END SOLUTION/{
/A_hat\[r \* n + t\] = 0\.0;/d
}
