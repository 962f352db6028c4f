# solve_bilateral_block: the loop over the joints stops before the last one: it is neither gathered nor put in C.
# expect: every joint joins C at the start
/^static cf_status solve_bilateral_block/,/^}/ {
/^    for (int r = 0; r < k; r++) {$/ { N; /int i = s->bilateral\[r\];/ s|r < k;|r < k - 1;| }
}
