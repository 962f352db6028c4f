# bilateral_solve_block: the gather of A_BB stops one column short, so the last joint's column of A_BB stays as it was.
/^cf_status bilateral_solve_block/,/^}/ s|for (int c = 0; c < k; c++)|for (int c = 0; c < k - 1; c++)|
