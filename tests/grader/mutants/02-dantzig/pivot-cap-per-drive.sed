# drive_to_zero: counts pivots per drive in a local variable, so the limit never binds a solve of many drives.
# expect: the limit counts the pivots of the whole solve
/^static cf_status drive_to_zero/,/^}/ {
    s|if (s->pivots >= s->max_pivots)|if (pivots >= s->max_pivots)|
    s|s->pivots++;|pivots++;|
    /^    for (;;) {$/i\    int pivots = 0;
}
