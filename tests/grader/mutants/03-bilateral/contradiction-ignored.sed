# bilateral_solve_block: a block with no solution (least_norm says CF_SINGULAR) is ignored, and the solve goes on with a residual.
# expect: and here A_BB f_B = -b_B has no solution (the joints contradict each other): the solve must stop with
/^cf_status bilateral_solve_block/,/^}/ s|^    if (status != CF_OK)$|    if (status != CF_OK \&\& status != CF_SINGULAR)|
