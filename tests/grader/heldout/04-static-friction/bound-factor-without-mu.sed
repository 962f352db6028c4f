# bound_factor returns +1 or -1 at a bound, the side of the bound, leaving the coefficient mu out of the folded column.
# function: bound_factor
# set: A
/^static double bound_factor/,/END SOLUTION/{
s/return dz->p->rows\[t\]\.mu;/return 1.0;/
s/return -dz->p->rows\[t\]\.mu;/return -1.0;/
}
