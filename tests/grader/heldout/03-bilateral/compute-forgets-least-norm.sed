# compute_forces returns CF_OK after the drives without replacing redundant joints' forces by the least-norm ones.
# function: compute_forces
# set: B
# shows when: redundant joints (A_BB singular, e.g. a beam on two pins along one line, a door on three hinges) whose forces the drives change: the joint forces are one of many answers, not the least-norm one
/^static cf_status compute_forces/,/END SOLUTION/{
s/return bilateral_least_norm_joints(s, b);/return CF_OK;/
}
