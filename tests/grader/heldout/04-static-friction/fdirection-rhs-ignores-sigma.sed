# The right-hand side is built as -v1 (column d of A) without the factor sigma, although df[d] = sigma.
# function: fdirection
# set: B
# shows when: a friction is driven with a_F > 0 (sigma = -1) while other indices are clamped, so the clamped forces move the wrong way
/^static cf_status fdirection/,/END SOLUTION/{
s/dz->rhs\[r\] = -sigma \* dz->p->A/dz->rhs[r] = -dz->p->A/
}
