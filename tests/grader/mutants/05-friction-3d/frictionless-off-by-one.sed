# compute_forces: the loop that marks the contacts with mu = 0 as frictionless stops one row early.
# expect: mu = 0
/^static cf_status compute_forces/,/^}/ {
/^    for (int i = 0; i < s->n; i++)$/ { N; /mu_of(s, i) == 0.0/ s|i < s->n;|i < s->n - 1;| }
}
