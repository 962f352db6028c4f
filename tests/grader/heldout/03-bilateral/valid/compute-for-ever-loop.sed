# Valid: the drives are written as an endless loop that asks dantzig_next_to_drive at its top and breaks when it finds none.
# function: compute_forces
# set: B
# shows when: never: the same contacts are driven in the same order
/^static cf_status compute_forces/,/END SOLUTION/{
s/^    int d;$/    for (;;) {\
        int d = dantzig_next_to_drive(s);\
        if (d < 0)\
            break;/
/^    while ((d = dantzig_next_to_drive(s)) >= 0) {$/d
}
