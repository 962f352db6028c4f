# pivot puts a driven friction that reaches its bound in NC_F+ when a_F > 0 (the side of its acceleration) instead of the side sigma drove it to.
# function: pivot
# set: A
/^static int pivot/,/END SOLUTION/{
s/set_friction(dz, j, s->sigma > 0\.0 ? FRICTION_BOUND_PLUS : FRICTION_BOUND_MINUS);/set_friction(dz, j, dz->a[j] > 0.0 ? FRICTION_BOUND_PLUS : FRICTION_BOUND_MINUS);/
}
