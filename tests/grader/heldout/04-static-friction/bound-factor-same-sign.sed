# bound_factor returns +mu at either bound, the size of the bound |f_F| = mu f_N, without the side's sign.
# function: bound_factor
# set: A
/^static double bound_factor/,/END SOLUTION/{
s/^        return -dz->p->rows\[t\]\.mu;$/        return dz->p->rows[t].mu;/
}
