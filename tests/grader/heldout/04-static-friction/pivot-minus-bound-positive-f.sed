# A sticking friction that reaches its negative bound gets f_F = +mu f_N (copied from the NC_F+ case), though its state is set to NC_F-.
# function: pivot
# set: B
# shows when: a sticking friction (not the driven one) reaches -mu f_N during a drive
/^static int pivot/,/END SOLUTION/{
/case T_STICKING_TO_MINUS:/,/return 0;/ s/dz->f\[j\] = -row->mu \* dz->f\[row->normal\];/dz->f[j] = row->mu * dz->f[row->normal];/
}
