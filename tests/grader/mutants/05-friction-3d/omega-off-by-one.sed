# fdirection: the loop that turns delta f and delta a round (times omega) skips the last index.
# expect: times omega
/^static cf_status fdirection/,/^}/ {
/^    for (int i = 0; i < n; i++) {$/ { N; /s->df\[i\] \*= s->omega;/ s|i < n;|i < n - 1;| }
}
