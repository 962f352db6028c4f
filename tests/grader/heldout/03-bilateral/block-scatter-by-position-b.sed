# Each joint force f_B[r] is stored at f[r] instead of at the joint's row b->rows[r].
# function: bilateral_solve_block
# set: B
# shows when: the joints are not the first rows of the problem: the joint force lands on a contact (or another joint) and the joint itself gets none
/^cf_status bilateral_solve_block/,/END SOLUTION/{
s/s->f\[b->rows\[r\]\] = f_B\[r\];/s->f[r] = f_B[r];/
}
