# dantzig_drive_to_zero: never checks the pivot limit, so a solve that cycles never stops.
/^cf_status dantzig_drive_to_zero/,/^}/ s|if (s->pivots >= s->max_pivots)|if (0 \&\& s->pivots >= s->max_pivots)|
