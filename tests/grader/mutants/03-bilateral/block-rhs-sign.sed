# solve_bilateral_block: solves A_BB f_B = b_B instead of -b_B.
# expect: f_B must solve A_BB f_B = -b_B
/^static cf_status solve_bilateral_block/,/^}/ s|minus_b\[r\] = -s->p->b\[i\];|minus_b[r] = s->p->b[i];|
