# compute_forces: the start f = 0, a = b, no index in C or NC begins at index 1, so contact 0 starts from whatever its buffers held.
# expect: violates
/^static cf_status compute_forces/,/^}/ {
/^    for (int i = 0; i < s->n; i++) {$/ { N; /s->f\[i\] = 0.0;/ s|int i = 0;|int i = 1;| }
}
