# Gathers A_BB column by column, -b_B and the joints' membership of C each in a loop of their own.
# function: bilateral_solve_block
# set: A
/^cf_status bilateral_solve_block/,/^}/{
/^    for (int r = 0; r < k; r++) {$/,/^        s->set\[i\] = CF_SET_CLAMPED;$/{
/^        s->set\[i\] = CF_SET_CLAMPED;$/!d
s/.*/    for (int c = 0; c < k; c++)\
        for (int r = 0; r < k; r++)\
            b->A_BB[r * k + c] = s->p->A[b->rows[r] * n + b->rows[c]];\
    for (int r = 0; r < k; r++)\
        minus_b[r] = -s->p->b[b->rows[r]];\
    for (int r = 0; r < k; r++) {\
        s->set[b->rows[r]] = CF_SET_CLAMPED;/
}
}
