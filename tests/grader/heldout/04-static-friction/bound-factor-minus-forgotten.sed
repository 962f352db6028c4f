# bound_factor returns +mu in NC_F+ but forgets the case NC_F-, which falls through to 0 as if the friction were not at a bound.
# function: bound_factor
# set: A
/^static double bound_factor/,/END SOLUTION/{
/^    if (in_state(dz, t, FRICTION_BOUND_MINUS))$/,/^        return -dz->p->rows\[t\]\.mu;$/d
}
