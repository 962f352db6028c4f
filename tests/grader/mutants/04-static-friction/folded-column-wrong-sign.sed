# bound_factor: NC_F+ folds -mu and NC_F- folds +mu into the normal column.
# expect: violates friction direction
/^double bound_factor/,/^}/ {
s|return s->p->rows\[t\].mu;|return -s->p->rows[t].mu;|
s|return -s->p->rows\[t\].mu;|return s->p->rows[t].mu;|
}
