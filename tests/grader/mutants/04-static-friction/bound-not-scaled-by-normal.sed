# pivot: a driven friction reaching the bound is set to sigma * mu, not sigma * mu * f_N.
/^static int pivot/,/^}/ s|dz->f\[j\] = s->sigma \* row->mu \* dz->f\[row->normal\];|dz->f[j] = s->sigma * row->mu;|
