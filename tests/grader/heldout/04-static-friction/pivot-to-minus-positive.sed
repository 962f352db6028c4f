# pivot, for a sticking friction that reaches -mu f_N (T_STICKING_TO_MINUS), sets f_F = +mu f_N, the line copied from the NC_F+ case without its sign changed.
# function: pivot
# set: A
/^static int pivot/,/END SOLUTION/{
/case T_STICKING_TO_MINUS:/,/return 0;/s/dz->f\[j\] = -row->mu \* dz->f\[row->normal\];/dz->f[j] = row->mu * dz->f[row->normal];/
}
