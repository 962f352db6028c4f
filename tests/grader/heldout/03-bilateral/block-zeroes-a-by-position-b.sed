# The joints' accelerations are set to zero at positions r instead of at their rows b->rows[r].
# function: bilateral_solve_block
# set: B
# shows when: the joints are not the first rows: a contact's a is set to 0 (so it is not driven even when it accelerates into its obstacle) and the joint's a keeps its roundoff
/^cf_status bilateral_solve_block/,/END SOLUTION/{
s/s->a\[b->rows\[r\]\] = 0\.0;/s->a[r] = 0.0;/
}
