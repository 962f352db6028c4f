# The bilateral block is recorded with step 0 instead of 1.
# function: bilateral_solve_block
# set: B
# shows when: any problem with joints, with a trace: the first recorded pivot has s = 0, not 1
/^cf_status bilateral_solve_block/,/END SOLUTION/{
s/cf_trace_add(s->trace, s->drive, -1, 1\.0, -1,/cf_trace_add(s->trace, s->drive, -1, 0.0, -1,/
}
