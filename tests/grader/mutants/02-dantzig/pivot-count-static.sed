# drive_to_zero: counts pivots in a static variable, which keeps its count from one solve to the next.
# expect: keep nothing from one call to the next
/^static cf_status drive_to_zero/,/^}/ {
    s|if (s->pivots >= s->max_pivots)|if (pivots >= s->max_pivots)|
    s|s->pivots++;|pivots++;|
    /^    for (;;) {$/i\    static int pivots = 0;
}
