# drive_to_zero: the loop that turns delta f and delta a round (times omega) skips the last index.
# expect: every delta f_i and delta a_i is multiplied by omega
/^static cf_status drive_to_zero/,/^}/ {
/^        for (int i = 0; i < s->n; i++) {$/ { N; /s->df\[i\] \*= s->omega;/ s|i < s->n;|i < s->n - 1;| }
}
