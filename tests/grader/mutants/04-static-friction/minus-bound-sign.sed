# pivot: a sticking friction reaching -mu f_N is set to +mu f_N.
/^static int pivot/,/^}/ { /case T_STICKING_TO_MINUS:/,/return 0;/ s|dz->f\[j\] = -row->mu \* dz->f\[row->normal\];|dz->f[j] = row->mu * dz->f[row->normal];| }
