# Calls bilateral_solve_block without checking its status, so contradictory joints are driven as if solved.
# function: compute_forces
# set: A
/^    cf_status status = bilateral_solve_block(s, b);$/{
n
N
/^    if (status != CF_OK)\n        return status;$/d
}
