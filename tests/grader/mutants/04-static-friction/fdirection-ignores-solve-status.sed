# fdirection: ignores the status of cf_solve_dense and scatters x even when A11 x = -sigma v1 has no solution.
# expect: fdirection must return the status of its linear solve
/^static cf_status fdirection/,/^}/ {
/cf_status status = cf_solve_dense(k, s->A11, s->rhs, s->x, 1e-12);/ { n; N; s|.*|    (void)status;| }
}
