# Solves A11 x = -v1 with cf_solve_dense (Gaussian elimination, rank judged against max|A11|) instead of the L D L^T cf_solve_psd the handout names.
# function: fdirection
# set: A
s/cf_status status = cf_solve_psd(k, s->A11, s->rhs, s->x, DANTZIG_RANK_TOL);/cf_status status = cf_solve_dense(k, s->A11, s->rhs, s->x, DANTZIG_RANK_TOL);/
