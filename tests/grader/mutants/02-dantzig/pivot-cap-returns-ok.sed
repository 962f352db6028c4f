# dantzig_drive_to_zero: at the pivot limit it returns CF_OK instead of CF_PIVOT_LIMIT.
/^cf_status dantzig_drive_to_zero/,/^}/ s|return dantzig_stop(s, CF_PIVOT_LIMIT,|return dantzig_stop(s, CF_OK,|
