# dantzig_drive_to_zero: counts pivots against the limit in a static variable, which keeps its count from one solve to the next.
# expect: dantzig_drive_to_zero, the pivot limit of the whole solve: dantzig_drive_to_zero returned ok after
/^cf_status dantzig_drive_to_zero/,/^}/ {
    s|if (s->pivots >= s->max_pivots)|if (pivots >= s->max_pivots)|
    s|^        s->pivots++;|        s->pivots++;\n        pivots++;|
    /^    for (;;) {$/i\    static int pivots = 0;
}
