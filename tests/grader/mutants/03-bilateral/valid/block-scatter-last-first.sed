# bilateral_solve_block puts f_B back into f from the last joint down (each entry alone).
/^cf_status bilateral_solve_block/,/^}/ { /^    for (int r = 0; r < k; r++)$/ { N; /s->f\[b->rows\[r\]\] = f_B\[r\];/ s|for (int r = 0; r < k; r++)|for (int r = k - 1; r >= 0; r--)| } }
