# The least-norm correction of redundant joints is applied right after the bilateral block, before the drives, instead of at the end.
# function: compute_forces
# set: B
# shows when: redundant joints whose forces the contact drives change: the final joint forces are not the least-norm ones
/^static cf_status compute_forces/,/END SOLUTION/{
/^ *cf_status status = bilateral_solve_block(s, b);$/a\
    if (status == CF_OK)\
        status = bilateral_least_norm_joints(s, b);
s/return bilateral_least_norm_joints(s, b);/return CF_OK;/
}
