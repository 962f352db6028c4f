# bilateral_solve_block: the gather of A_BB stops one column short, so the last joint's column of A_BB stays as it was.
# expect: status singular, but this problem has a solution: this problem's joints are consistent: A_BB f_B = -b_B has a
/^cf_status bilateral_solve_block/,/^}/ s|for (int c = 0; c < k; c++)|for (int c = 0; c < k - 1; c++)|
