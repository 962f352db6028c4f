# fdirection: solves A11 x = v1 instead of A11 x = -v1.
/^static cf_status fdirection/,/^}/ s|s->rhs\[r\] = -s->p->A\[|s->rhs[r] = s->p->A[|
