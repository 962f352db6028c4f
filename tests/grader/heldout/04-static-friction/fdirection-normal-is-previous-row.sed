# fdirection makes a friction at a bound follow row t - 1, assuming each friction row comes right after its normal.
# function: fdirection
# set: A
/^static cf_status fdirection/,/END SOLUTION/{
s/df\[dz->p->rows\[t\]\.normal\]/df[t - 1]/
}
