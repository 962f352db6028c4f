# drive_to_zero: allows one pivot more than the limit (> instead of >=).
# expect: drive_to_zero, the pivot limit of the whole solve: drive_to_zero returned ok after
/^static cf_status drive_to_zero/,/^}/ s|if (dz->pivots >= dz->max_pivots)|if (dz->pivots > dz->max_pivots)|
