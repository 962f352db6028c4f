# drive_to_zero: never checks the pivot limit, so a solve that cycles never stops.
# expect: the pivot limit of the whole solve
/^static cf_status drive_to_zero/,/^}/ s|if (s->pivots >= s->max_pivots)|if (0 \&\& s->pivots >= s->max_pivots)|
