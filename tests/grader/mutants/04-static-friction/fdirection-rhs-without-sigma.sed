# fdirection: the right-hand side -v1 is not scaled by sigma, the driven index's rate.
# expect: the step differs from the algorithm's: check delta f (fdirection: A
/^static cf_status fdirection/,/^}/ s|dz->rhs\[r\] = -sigma \* dz->p->A|dz->rhs[r] = -dz->p->A|
