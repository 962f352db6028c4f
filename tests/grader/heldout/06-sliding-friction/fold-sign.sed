# fold_sliding_friction adds mu v A[:,t] to column N instead of subtracting it, forgetting that the friction is -mu f_N v.
# function: fold_sliding_friction
# set: A
/^static void fold_sliding_friction/,/END SOLUTION/{
s/A_hat\[r \* n + row->normal\] -= /A_hat[r * n + row->normal] += /
}
