# dantzig_drive_to_zero: allows one pivot more than the limit (> instead of >=).
/^cf_status dantzig_drive_to_zero/,/^}/ s|if (s->pivots >= s->max_pivots)|if (s->pivots > s->max_pivots)|
