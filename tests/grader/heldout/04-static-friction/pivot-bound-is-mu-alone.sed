# pivot sets a driven friction that reaches its bound to sigma * mu, forgetting to multiply by the current normal force.
# function: pivot
# set: A
/^static int pivot/,/END SOLUTION/{
s/dz->f\[j\] = s->sigma \* row->mu \* dz->f\[row->normal\];/dz->f[j] = s->sigma * row->mu;/
}
