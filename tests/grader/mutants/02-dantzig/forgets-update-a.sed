# drive_to_zero: takes the step in f but not in a.
# expect: drive_to_zero must update a += s delta a
/^static cf_status drive_to_zero/,/^}/ { /s->a\[i\] += step \* s->da\[i\];/d; }
