# drive_to_zero: omega is set to 1 only for the first drive of a solve, so a drive after one whose path turned back starts walking backwards.
# expect: drive_to_zero, a friction drive that ends when the friction sticks: pivot
/^static cf_status drive_to_zero/,/^}/ s|^    s->omega = 1.0;$|    if (s->omega == 0.0)\n        s->omega = 1.0;|
