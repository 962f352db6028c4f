# dantzig_drive_to_zero: allows one pivot more than the limit (> instead of >=).
# expect: dantzig_drive_to_zero, the pivot limit of the whole solve: dantzig_drive_to_zero returned ok after
/^cf_status dantzig_drive_to_zero/,/^}/ s|if (s->pivots >= s->max_pivots)|if (s->pivots > s->max_pivots)|
