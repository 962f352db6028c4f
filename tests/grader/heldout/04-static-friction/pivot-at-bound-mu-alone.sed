# When the driven friction reaches its bound it is set to sigma * mu, taking the bound as mu rather than mu f_N.
# function: pivot
# set: B
# shows when: a driven friction ends at its bound while its normal force f_N is not 1
/^static int pivot/,/END SOLUTION/{
s/dz->f\[j\] = s->sigma \* row->mu \* dz->f\[row->normal\];/dz->f[j] = s->sigma * row->mu;/
}
