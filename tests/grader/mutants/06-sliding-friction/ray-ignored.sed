# drive_to_zero: a drive that nothing limits is treated as finished: the answer claims a force where none exists.
# expect: no contact force exists here
/^static cf_status drive_to_zero/,/^}/ s|return CF_INCONSISTENT;|return CF_OK;|
