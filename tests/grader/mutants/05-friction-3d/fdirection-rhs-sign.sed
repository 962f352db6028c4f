# cone_fdirection: A11 x = +(equations of the drive) instead of -(...): the clamped accelerations drift.
/^cf_status cone_fdirection/,/^}/ s|dz->rhs\[r\] = -cone_equation(s, r, dz->da);|dz->rhs[r] = cone_equation(s, r, dz->da);|
