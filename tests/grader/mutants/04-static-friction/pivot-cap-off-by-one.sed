# drive_to_zero: allows one pivot more than the limit (> instead of >=).
/^static cf_status drive_to_zero/,/^}/ s|if (dz->pivots >= dz->max_pivots)|if (dz->pivots > dz->max_pivots)|
