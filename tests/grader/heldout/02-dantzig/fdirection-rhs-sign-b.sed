# The right-hand side is built as +A_Cd instead of -A_Cd (forgot the minus of A11 x = -v1).
# function: fdirection
# set: B
# shows when: C is not empty and some clamped index is coupled to d (A_id != 0), e.g. the second contact of a box on a floor
/^static cf_status fdirection/,/END SOLUTION/{
s/s->rhs\[r\] = -s->p->A/s->rhs[r] = s->p->A/
}
