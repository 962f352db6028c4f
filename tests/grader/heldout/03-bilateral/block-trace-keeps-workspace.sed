# The block's pivot is recorded without zeroing delta f and delta a, which still hold -b_B and f_B from the solve.
# function: bilateral_solve_block
# set: B
# shows when: any problem with joints, with a trace: the first pivot's delta f and delta a are not zero (they hold -b_B and f_B in their first k entries)
/^cf_status bilateral_solve_block/,/END SOLUTION/{
/^ *for (int i = 0; i < n; i++)$/,/s->df\[i\] = s->da\[i\] = 0\.0;/d
}
