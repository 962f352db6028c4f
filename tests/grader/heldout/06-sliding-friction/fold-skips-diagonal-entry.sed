# The fold leaves the normal's own diagonal entry A_hat[N][N] alone, changing only the other rows of column N.
# function: fold_sliding_friction
# set: B
# shows when: any sliding contact with A[N][t] != 0 (friction and normal coupled, e.g. a box whose contact is off its centre): A_hat[N][N] keeps A[N][N], so a_N misses the friction's effect
/^static void fold_sliding_friction/,/END SOLUTION/{
s/^\( *\)A_hat\[r \* n + row->normal\] -= /\1if (r != row->normal)\
\1    A_hat[r * n + row->normal] -= /
}
