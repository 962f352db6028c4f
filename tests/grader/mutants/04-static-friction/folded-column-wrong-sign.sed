# bound_factor: NC_F+ folds -mu and NC_F- folds +mu into the normal column.
# expect: status inaccurate (your answer fails the certifier): row
/^static double bound_factor/,/^}/ {
    s|return dz->p->rows\[t\].mu;|return -dz->p->rows[t].mu;|
    t
    s|return -dz->p->rows\[t\].mu;|return dz->p->rows[t].mu;|
}
