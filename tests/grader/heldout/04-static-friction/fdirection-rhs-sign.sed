# fdirection sets the right-hand side to +sigma times column d of A, dropping the minus of A11 x = -sigma v1.
# function: fdirection
# set: A
/^static cf_status fdirection/,/END SOLUTION/{
s/dz->rhs\[r\] = -sigma \*/dz->rhs[r] = sigma */
}
