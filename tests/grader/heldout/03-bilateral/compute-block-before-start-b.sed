# The bilateral block is solved before dantzig_start, which then wipes the joint forces and sets back to zero.
# function: compute_forces
# set: B
# shows when: any problem with joints: the joints are no longer in C and their forces are 0, so joint accelerations are not held at zero
/^static cf_status compute_forces/,/END SOLUTION/{
/^ *dantzig_start(s);/d
/^ *cf_status status = bilateral_solve_block(s, b);$/a\
    dantzig_start(s);
}
