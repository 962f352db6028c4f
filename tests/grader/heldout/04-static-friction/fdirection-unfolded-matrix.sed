# The clamped matrix A11 is copied straight from A, forgetting to fold the friction column of a contact at its bound into its normal column.
# function: fdirection
# set: B
# shows when: a contact's friction is at a bound (NC_F+ or NC_F-) while its normal is in C and a later pivot or drive needs the clamped system
/^static cf_status fdirection/,/END SOLUTION/{
s/clamped_entry(s, dz->clamped\[r\], dz->clamped\[c\])/dz->p->A[dz->clamped[r] * n + dz->clamped[c]]/
}
