# Takes a block of rank below k (redundant joints) for joints that contradict each other and stops with CF_SINGULAR.
# function: bilateral_solve_block
# set: A
/^cf_status bilateral_solve_block/,/END SOLUTION/{
s/^    if (status != CF_OK)$/    if (status != CF_OK || b->rank < k)/
s/^        return dantzig_stop(s, status, "the joints contradict each other: A_BB has rank %d "$/        return dantzig_stop(s, CF_SINGULAR, "the joints contradict each other: A_BB has rank %d "/
}
