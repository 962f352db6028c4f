# bound_factor returns -mu in NC_F+ and +mu in NC_F-, the student reasoning that friction opposes the motion so the factor must carry the opposite sign.
# function: bound_factor
# set: A
/^static double bound_factor/,/END SOLUTION/{
s/return dz->p->rows\[t\]\.mu;/return -dz->p->rows[t].mu;/
t
s/return -dz->p->rows\[t\]\.mu;/return dz->p->rows[t].mu;/
}
