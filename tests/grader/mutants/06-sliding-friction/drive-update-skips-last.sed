# drive_to_zero: the step f += s delta f, a += s delta a stops before the last index.
# expect: violates
/^static cf_status drive_to_zero/,/^}/ {
/^        for (int i = 0; i < s->n; i++) {$/ { N; /s->f\[i\] += step/ s|i < s->n;|i < s->n - 1;| }
}
