# dantzig_drive_to_zero: takes the step in a but not in f.
/^cf_status dantzig_drive_to_zero/,/^}/ { /s->f\[i\] += step \* s->df\[i\];/d; }
