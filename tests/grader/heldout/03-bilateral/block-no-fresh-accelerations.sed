# Puts the joint forces into f but never recomputes a = A f + b, so the contacts still see a = b.
# function: bilateral_solve_block
# set: A
/^cf_status bilateral_solve_block/,/^}/{
/^    dantzig_fresh_accelerations(s);$/d
}
