# solve_bilateral_block gathers A_BB column by column (A is symmetric, so A_BB is the same).
/^static cf_status solve_bilateral_block/,/^}/ s|s->A_BB\[r \* k + c\] = s->p->A\[i \* n + s->bilateral\[c\]\];|s->A_BB[c * k + r] = s->p->A[s->bilateral[c] * n + i];|
