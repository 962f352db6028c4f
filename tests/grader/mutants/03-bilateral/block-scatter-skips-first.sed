# solve_bilateral_block: f_B goes back to f from the second joint on, so the first joint's force stays zero.
# expect: f_B must solve A_BB f_B = -b_B
/^static cf_status solve_bilateral_block/,/^}/ {
/^    for (int r = 0; r < k; r++)$/ { N; /s->f\[s->bilateral\[r\]\] = f_B\[r\];/ s|int r = 0;|int r = 1;| }
}
