# pivot recognises the driven friction's own normal leaving C by s->friction_of[j] == d instead of by the friction row's normal.
# function: pivot
# set: B
/^static int pivot/,/END SOLUTION/{
s/return is_friction(dz, d) && dz->p->rows\[d\]\.normal == j;/return s->friction_of[j] == d;/
}
