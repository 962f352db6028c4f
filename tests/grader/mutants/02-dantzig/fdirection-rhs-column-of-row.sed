# fdirection: takes v1 from row d of A (A[d][i]) instead of column d, which for a symmetric A is the same, but reads the wrong index (A[r][d] with r the position in C, not the contact).
/^static cf_status fdirection/,/^}/ s|s->rhs\[r\] = -s->p->A\[s->clamped\[r\] \* n + d\];|s->rhs[r] = -s->p->A[r * n + d];|
