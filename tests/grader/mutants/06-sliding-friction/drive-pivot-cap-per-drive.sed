# drive_to_zero: counts pivots per drive in a local variable, so the limit never binds a solve of many short drives.
# expect: the pivot limit of the whole solve
/^static cf_status drive_to_zero/,/^}/ {
s|^    s->omega = 1.0;$|&\n    int made = 0;|
s|if (s->pivots >= s->max_pivots)|if (made >= s->max_pivots)|
s|^        s->pivots++;$|&\n        made++;|
}
