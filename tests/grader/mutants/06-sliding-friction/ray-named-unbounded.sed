# drive_to_zero: the unbounded ray is reported as stage 4 did, not as an inconsistent configuration.
# expect: status unbounded-ray, expected inconsistent
/^static cf_status drive_to_zero/,/^}/ s|return CF_INCONSISTENT;|return CF_UNBOUNDED_RAY;|
