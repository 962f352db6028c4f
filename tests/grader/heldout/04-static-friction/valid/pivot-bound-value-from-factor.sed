# A friction reaching a bound gets its state first and then its exact value from bound_factor times its normal force, for both bounds and for the driven friction.
# function: pivot
# set: B
# shows when: never: bound_factor gives +mu or -mu exactly as the written-out cases do
/^static int pivot/,/END SOLUTION/{
/^        dz->f\[j\] = s->sigma \* row->mu \* dz->f\[row->normal\];$/d
/^        dz->f\[j\] = row->mu \* dz->f\[row->normal\];$/d
/^        dz->f\[j\] = -row->mu \* dz->f\[row->normal\];$/d
/^        set_friction(dz, j, s->sigma > 0\.0 ? FRICTION_BOUND_PLUS : FRICTION_BOUND_MINUS);$/a\
        dz->f[j] = bound_factor(dz, j) * dz->f[row->normal];
/^        set_friction(dz, j, FRICTION_BOUND_PLUS);$/a\
        dz->f[j] = bound_factor(dz, j) * dz->f[row->normal];
/^        set_friction(dz, j, FRICTION_BOUND_MINUS);$/a\
        dz->f[j] = bound_factor(dz, j) * dz->f[row->normal];
}
