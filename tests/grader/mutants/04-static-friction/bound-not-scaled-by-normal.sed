# pivot: a friction reaching the bound is set to sigma * mu, not sigma * mu * f_N.
# expect: violates friction direction
/^static int pivot/,/^}/ s|s->f\[j\] = s->sigma \* row->mu \* s->f\[row->normal\];|s->f[j] = s->sigma * row->mu;|
