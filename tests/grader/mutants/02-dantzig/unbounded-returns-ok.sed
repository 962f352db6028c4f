# dantzig_drive_to_zero: when nothing limits the step (j = -1) it returns CF_OK instead of CF_UNBOUNDED_RAY.
# expect: and dantzig_drive_to_zero must then return CF_UNBOUNDED_RAY; a rise of a_d of roundoff size limits nothing
/^cf_status dantzig_drive_to_zero/,/^}/ s|return dantzig_stop(s, CF_UNBOUNDED_RAY,|return dantzig_stop(s, CF_OK,|
