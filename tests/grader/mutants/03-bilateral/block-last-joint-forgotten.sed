# bilateral_solve_block: the loop over the joints stops before the last one: it is neither gathered nor put in C.
# expect: is in neither set: every joint joins C at the start and never leaves it (Baraff
/^cf_status bilateral_solve_block/,/^}/ { /int i = b->rows\[r\];/! s|^    for (int r = 0; r < k; r++) {$|    for (int r = 0; r < k - 1; r++) {| }
