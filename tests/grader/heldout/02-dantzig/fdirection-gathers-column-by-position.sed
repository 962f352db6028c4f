# Fills A11 from column c of A, A11[r][c] = A[clamped[r]][c], instead of column clamped[c], the position in C taken for the contact's index.
# function: fdirection
# set: A
s/s->A11\[r \* k + c\] = s->p->A\[s->clamped\[r\] \* n + s->clamped\[c\]\];/s->A11[r * k + c] = s->p->A[s->clamped[r] * n + c];/
