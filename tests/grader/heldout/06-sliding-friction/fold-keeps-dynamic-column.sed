# The friction is folded into the normal's column, but the dynamic row's own column is left as A's instead of zero.
# function: fold_sliding_friction
# set: B
# shows when: A_hat is inspected, or the folded solve ever gives the dynamic row a nonzero force: column t of A_hat is A's column t, not zero
/^static void fold_sliding_friction/,/END SOLUTION/{
/^ *A_hat\[r \* n + t\] = 0\.0;$/d
}
