# fdirection: A11 x = +(equations of the drive) instead of -(...): the clamped accelerations drift.
# expect: violates maximal dissipation
/^static cf_status fdirection/,/^}/ s|s->rhs\[r\] = -equation(s, r, s->da);|s->rhs[r] = equation(s, r, s->da);|
