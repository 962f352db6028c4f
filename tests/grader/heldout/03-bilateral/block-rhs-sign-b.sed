# The right-hand side of the joint system is b_B instead of -b_B.
# function: bilateral_solve_block
# set: B
# shows when: any joint with b_i != 0 (a pendulum under gravity): the joint forces come out with the wrong sign, and a_joint = 2 b_i, not 0
/^cf_status bilateral_solve_block/,/END SOLUTION/{
s/minus_b\[r\] = -s->p->b\[i\];/minus_b[r] = s->p->b[i];/
}
