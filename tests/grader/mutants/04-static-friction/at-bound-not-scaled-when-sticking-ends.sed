# pivot: a sticking friction reaching +mu f_N is set to mu, not mu * f_N.
# expect: is negative: a clamped normal force fell below zero: pivot must move a normal whose f_N reached zero from C
/^static int pivot/,/^}/ { /case T_STICKING_TO_PLUS:/,/return 0;/ s|dz->f\[j\] = row->mu \* dz->f\[row->normal\];|dz->f[j] = row->mu;| }
