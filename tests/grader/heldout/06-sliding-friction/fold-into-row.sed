# fold_sliding_friction subtracts mu v times row t of A from row N of A_hat, folding the friction into the normal's row instead of its column.
# function: fold_sliding_friction
# set: A
/^static void fold_sliding_friction/,/END SOLUTION/{
s/A_hat\[r \* n + row->normal\] -= row->mu \* row->slide \* p->A\[r \* n + t\];/A_hat[row->normal * n + r] -= row->mu * row->slide * p->A[t * n + r];/
}
