# The status of bilateral_solve_block is not checked; the drives start anyway.
# function: compute_forces
# set: B
# shows when: the joints contradict each other: the reference returns CF_SINGULAR at once, this drives the contacts on a state whose joints were never solved and ends with another status
/^static cf_status compute_forces/,/END SOLUTION/{
/cf_status status = bilateral_solve_block(s, b);/{
n
N
d
}
}
