# Writes each joint's force into s->f at its position r in the block instead of at its row index.
# function: bilateral_solve_block
# set: A
/^cf_status bilateral_solve_block/,/^}/s/^        s->f\[b->rows\[r\]\] = f_B\[r\];$/        s->f[r] = f_B[r];/
