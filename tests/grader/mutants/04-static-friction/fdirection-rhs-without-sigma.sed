# fdirection: the right-hand side -v1 is not scaled by sigma, the driven index's rate.
# expect: violates friction bound
/^static cf_status fdirection/,/^}/ s|s->rhs\[r\] = -s->sigma \* s->p->A|s->rhs[r] = -s->p->A|
