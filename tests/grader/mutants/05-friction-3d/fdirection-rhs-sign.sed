# cone_fdirection: A11 x = +(equations of the drive) instead of -(...): the clamped accelerations drift.
# expect: the step differs from the algorithm's: check cone_fdirection (delta f cleared, the drive's part, every
/^cf_status cone_fdirection/,/^}/ s|dz->rhs\[r\] = -cone_equation(s, r, dz->da);|dz->rhs[r] = cone_equation(s, r, dz->da);|
