# fold_sliding_friction folds into column t - 1, assuming each dynamic row comes right after its normal.
# function: fold_sliding_friction
# set: A
/^static void fold_sliding_friction/,/END SOLUTION/{
s/A_hat\[r \* n + row->normal\]/A_hat[r * n + t - 1]/
}
