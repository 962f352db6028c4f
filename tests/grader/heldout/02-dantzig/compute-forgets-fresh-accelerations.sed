# a is not computed afresh after each drive; the running sums of the drives are kept.
# function: compute_forces
# set: B
# shows when: several drives: the roundoff of a += s delta a can leave a contact a hair below zero and it is driven for nothing, and the zero of a (terms, block terms) stays the one computed at the start, so small real accelerations can be judged roundoff or the reverse
/^static cf_status compute_forces/,/END SOLUTION/{
/^ *dantzig_fresh_accelerations(s);$/d
}
