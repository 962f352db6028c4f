# Keeps the running sums of a between drives instead of computing a = A f + b afresh.
# function: compute_forces
# set: A
/^        dantzig_fresh_accelerations(s);$/d
