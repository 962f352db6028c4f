# pivot: a sticking friction reaching +mu f_N is set to mu, not mu * f_N.
# expect: violates friction direction
/^static int pivot/,/^}/ {
/case T_STICKING_TO_PLUS:/,/return 0;/ s|s->f\[j\] = row->mu \* s->f\[row->normal\];|s->f[j] = row->mu;|
}
