# bilateral_solve_block: A_BB and b_B are gathered from the first k rows, as if the joints always came first.
# expect: gather A_BB and b_B over the bilateral rows
/^cf_status bilateral_solve_block/,/^}/ s|int i = b->rows\[r\];|int i = r;|
