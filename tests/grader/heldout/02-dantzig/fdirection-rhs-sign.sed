# Builds the right-hand side as +v1 (column d of A) instead of -v1, solving A11 x = v1.
# function: fdirection
# set: A
s/s->rhs\[r\] = -s->p->A\[s->clamped\[r\] \* n + d\];/s->rhs[r] = s->p->A[s->clamped[r] * n + d];/
