# A_BB's columns are read at the joints' positions c in the block rather than at their rows b->rows[c] in the problem.
# function: bilateral_solve_block
# set: B
# shows when: the joints are not the first rows of the problem (a contact row comes before a joint row) and the entries differ: A_BB is wrong, and so are the joint forces
/^cf_status bilateral_solve_block/,/END SOLUTION/{
s/s->p->A\[i \* n + b->rows\[c\]\]/s->p->A[i * n + c]/
}
