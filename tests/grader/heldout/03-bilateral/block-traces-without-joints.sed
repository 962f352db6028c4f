# Has no early return for k = 0, so a problem without joints still gets a block pivot in its trace.
# function: bilateral_solve_block
# set: A
/^cf_status bilateral_solve_block/,/^}/{
/^    if (k == 0)$/,+1d
}
