# Returns CF_OK after the drives without replacing redundant joints' forces by the least-norm ones.
# function: compute_forces
# set: A
s/^    return bilateral_least_norm_joints(s, b);$/    return CF_OK;/
