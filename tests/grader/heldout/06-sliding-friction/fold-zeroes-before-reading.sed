# fold_sliding_friction works in A_hat alone and sets column t to zero before folding it, so it folds a column of zeros into column N.
# function: fold_sliding_friction
# set: A
/^static void fold_sliding_friction/,/END SOLUTION/{
/A_hat\[r \* n + row->normal\] -= /{
N
s/^\( *\)\(A_hat\[r \* n + row->normal\] -= row->mu \* row->slide \* \)p->A\(\[r \* n + t\];\)\n\( *\)\(A_hat\[r \* n + t\] = 0\.0;\)/\4\5\n\1\2A_hat\3/
}
}
