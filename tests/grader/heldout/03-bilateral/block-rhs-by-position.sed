# Gathers -b_B by the joint's position in the block, -b[r], instead of its row index b->rows[r], as if the joints were the first rows.
# function: bilateral_solve_block
# set: A
/^cf_status bilateral_solve_block/,/END SOLUTION/{
s/^        minus_b\[r\] = -s->p->b\[i\];$/        minus_b[r] = -s->p->b[r];/
}
