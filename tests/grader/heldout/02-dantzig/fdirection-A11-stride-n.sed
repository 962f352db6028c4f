# Stores A11 with a row stride of n (A11[r * n + c]), the size of the workspace, while cf_solve_psd reads a k by k matrix with stride k.
# function: fdirection
# set: A
s/s->A11\[r \* k + c\] = s->p->A\[s->clamped\[r\] \* n + s->clamped\[c\]\];/s->A11[r * n + c] = s->p->A[s->clamped[r] * n + s->clamped[c]];/
