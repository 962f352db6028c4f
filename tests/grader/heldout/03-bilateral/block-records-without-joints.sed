# The early return for a problem without joints is left out, so the empty block is solved and recorded anyway.
# function: bilateral_solve_block
# set: B
# shows when: a problem with no bilateral rows, with a trace: an extra first pivot "bilateral block A_BB f_B = -b_B" is recorded, which the reference does not make
/^cf_status bilateral_solve_block/,/END SOLUTION/{
/^ *if (k == 0)$/,/^ *return CF_OK;$/d
}
