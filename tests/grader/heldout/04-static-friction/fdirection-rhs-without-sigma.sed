# fdirection sets df[d] = sigma but builds the right-hand side as -v1 without sigma, so a friction driven with sigma = -1 gets clamped changes of the wrong sign.
# function: fdirection
# set: A
/^static cf_status fdirection/,/END SOLUTION/{
s/dz->rhs\[r\] = -sigma \* dz->p->A\[dz->clamped\[r\] \* n + d\];/dz->rhs[r] = -dz->p->A[dz->clamped[r] * n + d];/
}
