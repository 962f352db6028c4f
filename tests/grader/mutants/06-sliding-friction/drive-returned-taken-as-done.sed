# drive_to_zero: a drive whose force returned to zero is taken as finished (the pivot ends it with CF_OK), not deferred with CF_UNBOUNDED_RAY.
# expect: defer d (s->deferred[d] = 1) and return CF_UNBOUNDED_RAY
/^static cf_status drive_to_zero/,/^}/ s|if (move == T_DRIVE_RETURNED) {|if (0 \&\& move == T_DRIVE_RETURNED) {|
