# drive_to_zero: at the pivot limit it returns CF_OK instead of CF_PIVOT_LIMIT.
# expect: drive_to_zero, the pivot limit of the whole solve: drive_to_zero returned ok after
/^static cf_status drive_to_zero/,/^}/ s|return dantzig_stop(dz, CF_PIVOT_LIMIT,|return dantzig_stop(dz, CF_OK,|
