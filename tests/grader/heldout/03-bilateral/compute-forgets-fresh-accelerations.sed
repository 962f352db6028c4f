# a is not computed afresh after each drive.
# function: compute_forces
# set: B
# shows when: several drives: a holds the running sums' roundoff and the terms that judge zero stay those of the bilateral block, so a contact can be driven for nothing, or a small real acceleration judged roundoff
/^static cf_status compute_forces/,/END SOLUTION/{
/^ *dantzig_fresh_accelerations(s);$/d
}
