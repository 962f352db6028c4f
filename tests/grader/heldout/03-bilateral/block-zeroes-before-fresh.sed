# Sets the joints' a to 0 first and recomputes a = A f + b afterwards, so the joints keep the roundoff of the solve.
# function: bilateral_solve_block
# set: A
/^cf_status bilateral_solve_block/,/^}/{
/^    dantzig_fresh_accelerations(s);$/d
s/^        s->a\[b->rows\[r\]\] = 0\.0; \/\* reached exactly, up to roundoff \*\/$/&\
    dantzig_fresh_accelerations(s);/
}
