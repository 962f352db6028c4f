# dantzig_drive_to_zero: never checks the pivot limit, so a solve that cycles never stops.
# expect: dantzig_drive_to_zero, the pivot limit of the whole solve: dantzig_drive_to_zero returned ok after
/^cf_status dantzig_drive_to_zero/,/^}/ s|if (s->pivots >= s->max_pivots)|if (0 \&\& s->pivots >= s->max_pivots)|
