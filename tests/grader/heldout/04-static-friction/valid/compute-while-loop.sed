# compute_forces picks the next index in the condition of a while loop, a normal first and else a friction, instead of a for (;;) with a break.
# function: compute_forces
# set: A
/^static cf_status compute_forces/,/END SOLUTION/{
/^    for (;;) {$/,/^        }$/c\
    int d;\
    while ((d = friction2d_next_to_drive(s)) >= 0 || (d = next_friction(s)) >= 0) {
}
