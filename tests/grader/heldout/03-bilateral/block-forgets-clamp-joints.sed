# The joints' forces are solved and stored, but the joints are never put in C.
# function: bilateral_solve_block
# set: B
# shows when: a joint is coupled to a contact that is driven: fdirection does not hold the joint's acceleration at zero, so after the drive a_joint is not 0 (and the joint force never changes)
/^cf_status bilateral_solve_block/,/END SOLUTION/{
/^ *s->set\[i\] = CF_SET_CLAMPED;$/d
}
