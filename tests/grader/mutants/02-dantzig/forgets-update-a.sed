# dantzig_drive_to_zero: takes the step in f but not in a.
/^cf_status dantzig_drive_to_zero/,/^}/ { /s->a\[i\] += step \* s->da\[i\];/d; }
