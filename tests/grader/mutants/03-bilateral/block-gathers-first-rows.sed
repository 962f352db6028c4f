# bilateral_solve_block: A_BB and b_B are gathered from the first k rows, as if the joints always came first.
# expect: it solves for the joints alone, with every contact force still
/^cf_status bilateral_solve_block/,/^}/ s|int i = b->rows\[r\];|int i = r;|
