# The sliding friction is folded into row N of A_hat (and row t zeroed) instead of column N (and column t).
# function: fold_sliding_friction
# set: B
# shows when: any sliding contact with mu v A[r][t] != 0 off the diagonal: A_hat's row N changes instead of its column N, so every acceleration but a_N misses the friction's effect
/^static void fold_sliding_friction/,/END SOLUTION/{
s/A_hat\[r \* n + row->normal\] -= row->mu \* row->slide \* p->A\[r \* n + t\];/A_hat[row->normal * n + r] -= row->mu * row->slide * p->A[t * n + r];/
s/A_hat\[r \* n + t\] = 0\.0;/A_hat[t * n + r] = 0.0;/
}
