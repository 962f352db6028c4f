# solve_bilateral_block: A_BB is gathered from the first k rows, as if the joints always came first.
# expect: the bilateral block changed contact 0
/^static cf_status solve_bilateral_block/,/^}/ s|int i = s->bilateral\[r\];|int i = r;|
/^static cf_status solve_bilateral_block/,/^}/ s|s->p->A\[i \* n + s->bilateral\[c\]\]|s->p->A[i * n + c]|
