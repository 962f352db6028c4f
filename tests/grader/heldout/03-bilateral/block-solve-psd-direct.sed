# Solves A_BB f_B = -b_B with cf_solve_psd directly instead of least_norm, so redundant joints keep the forces of a dropped pivot and joints that contradict each other go unnoticed.
# function: bilateral_solve_block
# set: A
/^cf_status bilateral_solve_block/,/END SOLUTION/{
s/^    cf_status status = least_norm(s, b, minus_b, f_B);$/    (void)least_norm;\
    cf_status status = cf_solve_psd(k, b->A_BB, minus_b, f_B, DANTZIG_RANK_TOL);/
}
