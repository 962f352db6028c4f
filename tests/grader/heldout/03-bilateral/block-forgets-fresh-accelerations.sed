# After solving for the joint forces, a is not recomputed; only the joints' accelerations are set to zero.
# function: bilateral_solve_block
# set: B
# shows when: a contact is coupled to a joint (A_ij != 0): its a is still b_i, not b_i + A_iB f_B, so it is driven when it should not be or not driven when it should
/^cf_status bilateral_solve_block/,/END SOLUTION/{
/^ *dantzig_fresh_accelerations(s);$/d
}
