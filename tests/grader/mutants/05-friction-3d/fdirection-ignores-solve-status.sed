# cone_fdirection: the status of the clamped system's solve is ignored, so a system with no solution gives a direction made of whatever x holds.
# expect: cone_fdirection, a clamped system with no solution (singular, not symmetric): cone_fdirection must return the
/^cf_status cone_fdirection/,/^}/ s|^        return status;$|        (void)status;|
