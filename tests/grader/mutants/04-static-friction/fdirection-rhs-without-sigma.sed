# fdirection: the right-hand side -v1 is not scaled by sigma, the driven index's rate.
# expect: fdirection solves A11 x = -sigma v1 over C
/^static cf_status fdirection/,/^}/ s|dz->rhs\[r\] = -sigma \* dz->p->A|dz->rhs[r] = -dz->p->A|
