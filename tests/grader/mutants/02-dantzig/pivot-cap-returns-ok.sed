# dantzig_drive_to_zero: at the pivot limit it returns CF_OK instead of CF_PIVOT_LIMIT.
# expect: dantzig_drive_to_zero, the pivot limit of the whole solve: dantzig_drive_to_zero returned ok after
/^cf_status dantzig_drive_to_zero/,/^}/ s|return dantzig_stop(s, CF_PIVOT_LIMIT,|return dantzig_stop(s, CF_OK,|
