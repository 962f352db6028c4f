# compute_forces: ignores the status of bilateral_solve_block, so contradictory joints go on to the drives.
# expect: status inaccurate, expected singular: the joints contradict each other: A_BB f_B = -b_B has no solution, and
/^static cf_status compute_forces/,/^}/ { /cf_status status = bilateral_solve_block(s, b);/ { n; N; s|.*|    (void)status;| } }
