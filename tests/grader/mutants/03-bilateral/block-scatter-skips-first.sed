# bilateral_solve_block: f_B goes back to f from the second joint on, so the first joint's force stays zero.
# expect: f_B must solve A_BB f_B = -b_B, and a joint's force may be negative (it pulls): never clamp it at zero
/^cf_status bilateral_solve_block/,/^}/ { /^    for (int r = 0; r < k; r++)$/ { N; /s->f\[b->rows\[r\]\] = f_B\[r\];/ s|int r = 0;|int r = 1;| } }
