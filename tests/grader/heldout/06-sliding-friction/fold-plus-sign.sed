# The friction column is added to the normal's column instead of subtracted (f_T = +mu f_N v).
# function: fold_sliding_friction
# set: B
# shows when: any sliding contact with mu > 0: the friction is folded as if it pushed along the sliding direction, so the forces and the accelerations differ (a box sliding on a floor accelerates instead of braking)
/^static void fold_sliding_friction/,/END SOLUTION/{
s/A_hat\[r \* n + row->normal\] -= /A_hat[r * n + row->normal] += /
}
