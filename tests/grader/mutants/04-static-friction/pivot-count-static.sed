# drive_to_zero: counts pivots against the limit in a static variable, which keeps its count from one solve to the next.
# expect: drive_to_zero, the pivot limit of the whole solve: drive_to_zero returned ok after
/^static cf_status drive_to_zero/,/^}/ {
    s|^    s->omega = 1.0;$|&\n    static int made = 0;|
    s|if (dz->pivots >= dz->max_pivots)|if (made >= dz->max_pivots)|
    s|^        dz->pivots++;$|&\n        made++;|
}
