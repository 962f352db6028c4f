# dantzig_drive_to_zero: counts pivots per drive in a local variable, so the limit never binds a solve of many drives.
# expect: dantzig_drive_to_zero, the pivot limit of the whole solve: dantzig_drive_to_zero returned ok after
/^cf_status dantzig_drive_to_zero/,/^}/ {
    s|if (s->pivots >= s->max_pivots)|if (pivots >= s->max_pivots)|
    s|^        s->pivots++;|        s->pivots++;\n        pivots++;|
    /^    for (;;) {$/i\    int pivots = 0;
}
