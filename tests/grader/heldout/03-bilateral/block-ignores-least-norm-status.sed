# The status of least_norm is not checked: the joint forces are stored whatever it returned.
# function: bilateral_solve_block
# set: B
# shows when: the joints contradict each other (A_BB f_B = -b_B has no solution): the reference stops with CF_SINGULAR, this goes on and ends with CF_INACCURATE or another status
/^cf_status bilateral_solve_block/,/END SOLUTION/{
/^ *if (status != CF_OK)$/,/b->rank, k);$/c\
    (void)status;
}
