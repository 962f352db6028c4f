# Solves the block and puts the joint forces into f but forgets to put the joints in C, so the drives leave their forces where the block put them.
# function: bilateral_solve_block
# set: A
/^cf_status bilateral_solve_block/,/END SOLUTION/{
/^        s->set\[i\] = CF_SET_CLAMPED;$/d
}
