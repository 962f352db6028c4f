# Column N is assigned A[:,N] - mu v A[:,t] from the original A instead of having mu v A[:,t] subtracted from what A_hat already holds.
# function: fold_sliding_friction
# set: B
# shows when: two dynamic rows share one normal (a 3D sliding contact): the second row's fold overwrites the first's, so only one component of the sliding friction is folded
/^static void fold_sliding_friction/,/END SOLUTION/{
s/A_hat\[r \* n + row->normal\] -= row->mu \* row->slide \* p->A\[r \* n + t\];/A_hat[r * n + row->normal] = p->A[r * n + row->normal] - row->mu * row->slide * p->A[r * n + t];/
}
