# fdirection fills A11 with the plain entries of A over the clamped rows, forgetting that a normal whose friction is at a bound carries the folded column.
# function: fdirection
# set: A
/^static cf_status fdirection/,/END SOLUTION/{
s/clamped_entry(s, dz->clamped\[r\], dz->clamped\[c\])/dz->p->A[dz->clamped[r] * n + dz->clamped[c]]/
}
