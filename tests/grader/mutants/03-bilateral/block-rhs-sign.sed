# bilateral_solve_block: solves A_BB f_B = b_B instead of -b_B.
# expect: status unbounded-ray, but this problem has a solution; bilateral_solve_block: after the bilateral block joint
/^cf_status bilateral_solve_block/,/^}/ s|minus_b\[r\] = -s->p->b\[i\];|minus_b[r] = s->p->b[i];|
