# solve_bilateral_block puts f_B back into f from the last joint down (each entry alone).
/^static cf_status solve_bilateral_block/,/^}/ {
/^    for (int r = 0; r < k; r++)$/ { N; /s->f\[s->bilateral\[r\]\] = f_B\[r\];/ s|for (int r = 0; r < k; r++)|for (int r = k - 1; r >= 0; r--)| }
}
