# Sets a to 0 at the joints' positions r in the block instead of at their row indices.
# function: bilateral_solve_block
# set: A
s/^        s->a\[b->rows\[r\]\] = 0\.0; \/\* reached exactly, up to roundoff \*\/$/        s->a[r] = 0.0;/
