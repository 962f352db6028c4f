# bilateral_solve_block: solves A_BB f_B = -b_B with cf_solve_dense, which refuses the singular A_BB of redundant joints, instead of least_norm.
/^cf_status bilateral_solve_block/,/^}/ s|cf_status status = least_norm(b, minus_b, f_B);|(void)least_norm;\n    cf_status status = cf_solve_dense(k, b->A_BB, minus_b, f_B, 1e-12);|
