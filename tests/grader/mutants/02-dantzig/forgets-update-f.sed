# drive_to_zero: takes the step in a but not in f.
# expect: drive_to_zero must update f += s delta f
/^static cf_status drive_to_zero/,/^}/ { /s->f\[i\] += step \* s->df\[i\];/d; }
