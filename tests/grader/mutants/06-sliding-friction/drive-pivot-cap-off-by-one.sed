# drive_to_zero: allows one pivot more than the limit (> instead of >=).
# expect: the pivot limit of the whole solve
/^static cf_status drive_to_zero/,/^}/ s|if (s->pivots >= s->max_pivots)|if (s->pivots > s->max_pivots)|
