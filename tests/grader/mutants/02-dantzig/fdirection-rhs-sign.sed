# fdirection: solves A11 x = v1 instead of A11 x = -v1.
# expect: fdirection's direction changes the acceleration of clamped contact
/^static cf_status fdirection/,/^}/ s|s->rhs\[r\] = -s->p->A\[|s->rhs[r] = s->p->A[|
