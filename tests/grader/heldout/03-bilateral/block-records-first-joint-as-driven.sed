# The bilateral block is recorded with d = the first joint's row instead of d = -1.
# function: bilateral_solve_block
# set: B
# shows when: any problem with joints, with a trace: the first recorded pivot names a driven row, not -1
/^cf_status bilateral_solve_block/,/END SOLUTION/{
s/cf_trace_add(s->trace, s->drive, -1, 1\.0, -1,/cf_trace_add(s->trace, s->drive, b->rows[0], 1.0, -1,/
}
