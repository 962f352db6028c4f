# bound_factor reads mu from the friction's normal row (rows[rows[t].normal].mu) instead of from the friction row itself.
# function: bound_factor
# set: A
/^static double bound_factor/,/END SOLUTION/{
s/dz->p->rows\[t\]\.mu/dz->p->rows[dz->p->rows[t].normal].mu/g
}
