# pivot: a driven friction at the bound joins NC_F on the side opposite to where it went.
/^static int pivot/,/^}/ s|s->sigma > 0.0 ? FRICTION_BOUND_PLUS : FRICTION_BOUND_MINUS|s->sigma > 0.0 ? FRICTION_BOUND_MINUS : FRICTION_BOUND_PLUS|
