# drive_to_zero takes the step in f and a from the last index down (each entry changes alone).
/^static cf_status drive_to_zero/,/^}/ {
/^        for (int i = 0; i < s->n; i++) {$/ { N; /s->f\[i\] += step/ s|for (int i = 0; i < s->n; i++)|for (int i = s->n - 1; i >= 0; i--)| }
}
