# bilateral_solve_block gathers A_BB column by column (A is symmetric, so A_BB is the same).
/^cf_status bilateral_solve_block/,/^}/ s|b->A_BB\[r \* k + c\] = s->p->A\[i \* n + b->rows\[c\]\];|b->A_BB[c * k + r] = s->p->A[b->rows[c] * n + i];|
