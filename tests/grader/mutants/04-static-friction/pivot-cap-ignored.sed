# drive_to_zero: never checks the pivot limit, so a solve that cycles never stops.
# expect: drive_to_zero, the pivot limit of the whole solve: drive_to_zero returned ok after
/^static cf_status drive_to_zero/,/^}/ s|if (dz->pivots >= dz->max_pivots)|if (0 \&\& dz->pivots >= dz->max_pivots)|
