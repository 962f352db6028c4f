# compute_forces keeps the running sums of a between drives instead of computing a = A f + b afresh after each drive that succeeds.
# function: compute_forces
# set: A
/^static cf_status compute_forces/,/END SOLUTION/{
/^        dantzig_fresh_accelerations(dz);$/d
}
