# Calls least_norm without checking its status, so contradictory joints go on with whatever forces it left.
# function: bilateral_solve_block
# set: A
/^cf_status bilateral_solve_block/,/^}/{
s/^    cf_status status = least_norm(s, b, minus_b, f_B);$/    least_norm(s, b, minus_b, f_B);/
/^    if (status != CF_OK)$/,/"of %d and A_BB f_B = -b_B has no solution", b->rank, k);$/d
}
