# Counts the block, recorded as the first pivot of the trace, in s->pivots too, so the solve has one pivot fewer before the pivot limit.
# function: bilateral_solve_block
# set: A
/^cf_status bilateral_solve_block/,/END SOLUTION/{
s/^        s->a\[b->rows\[r\]\] = 0\.0; \/\* reached exactly, up to roundoff \*\/$/&\
    s->pivots++;/
}
