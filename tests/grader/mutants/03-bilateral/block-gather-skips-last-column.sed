# solve_bilateral_block: the gather of A_BB stops one column short, so the last joint's column of A_BB stays zero.
# expect: f_B must solve A_BB f_B = -b_B
/^static cf_status solve_bilateral_block/,/^}/ s|for (int c = 0; c < k; c++)|for (int c = 0; c < k - 1; c++)|
