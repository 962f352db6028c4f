# pivot: a sticking friction reaching +mu f_N is set to mu, not mu * f_N.
# expect: pivot sets a friction that reaches its bound to exactly bound_factor times f_N
/^static int pivot/,/^}/ { /case T_STICKING_TO_PLUS:/,/return 0;/ s|dz->f\[j\] = row->mu \* dz->f\[row->normal\];|dz->f[j] = row->mu;| }
