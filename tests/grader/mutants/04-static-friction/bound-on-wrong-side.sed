# pivot: a driven friction at the bound joins NC_F on the side opposite to where it went.
# expect: ends in NC_F+; expected NC_F-: the bound is mu f_N at the current f_N; at it pivot sets f_F = sigma mu f_N
/^static int pivot/,/^}/ s|s->sigma > 0.0 ? FRICTION_BOUND_PLUS : FRICTION_BOUND_MINUS|s->sigma > 0.0 ? FRICTION_BOUND_MINUS : FRICTION_BOUND_PLUS|
