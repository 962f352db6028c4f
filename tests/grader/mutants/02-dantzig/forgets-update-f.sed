# dantzig_drive_to_zero: takes the step in a but not in f.
# expect: dantzig_drive_to_zero must update f += s delta f
/^cf_status dantzig_drive_to_zero/,/^}/ { /s->f\[i\] += step \* s->df\[i\];/d; }
