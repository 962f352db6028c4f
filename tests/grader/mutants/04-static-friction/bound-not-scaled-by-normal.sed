# pivot: a driven friction reaching the bound is set to sigma * mu, not sigma * mu * f_N.
# expect: the bound is mu f_N at the current f_N; at it pivot sets f_F = sigma mu f_N and the state NC_F+ or NC_F- on
/^static int pivot/,/^}/ s|dz->f\[j\] = s->sigma \* row->mu \* dz->f\[row->normal\];|dz->f[j] = s->sigma * row->mu;|
