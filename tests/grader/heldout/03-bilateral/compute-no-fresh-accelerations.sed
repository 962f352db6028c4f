# Keeps the running sums of a between drives instead of computing a = A f + b afresh after each drive.
# function: compute_forces
# set: A
/^static cf_status compute_forces/,/END SOLUTION/{
/^        dantzig_fresh_accelerations(s);$/d
}
