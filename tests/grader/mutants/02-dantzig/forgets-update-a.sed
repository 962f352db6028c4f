# dantzig_drive_to_zero: takes the step in f but not in a.
# expect: dantzig_drive_to_zero must update a += s delta a
/^cf_status dantzig_drive_to_zero/,/^}/ { /s->a\[i\] += step \* s->da\[i\];/d; }
