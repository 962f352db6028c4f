# compute_forces: the start f = 0, a = b, no index in C or NC stops before the last index.
# expect: violates
/^static cf_status compute_forces/,/^}/ {
/^    for (int i = 0; i < s->n; i++) {$/ { N; /s->f\[i\] = 0.0;/ s|i < s->n;|i < s->n - 1;| }
}
