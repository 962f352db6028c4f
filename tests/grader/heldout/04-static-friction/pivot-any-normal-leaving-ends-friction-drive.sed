# pivot ends a friction drive whenever any normal leaves C, not only when it is the driven friction's own normal.
# function: pivot
# set: A
/^static int pivot/,/END SOLUTION/{
s/return is_friction(dz, d) && dz->p->rows\[d\]\.normal == j;/return is_friction(dz, d);/
}
