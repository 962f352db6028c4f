# drive_to_zero: when nothing limits the step (j = -1) it returns CF_OK instead of CF_UNBOUNDED_RAY.
# expect: expected unbounded-ray
/^static cf_status drive_to_zero/,/^}/ s|return CF_UNBOUNDED_RAY;|return CF_OK;|
