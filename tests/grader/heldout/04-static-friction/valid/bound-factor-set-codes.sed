# bound_factor compares dz->set[t] with the trace's codes CF_SET_BOUND_PLUS and CF_SET_BOUND_MINUS (the codes the table gives NC_F+ and NC_F-) instead of asking in_state.
# function: bound_factor
# set: A
/^static double bound_factor/,/END SOLUTION/{
s/^    if (in_state(dz, t, FRICTION_BOUND_PLUS))$/    if (dz->set[t] == CF_SET_BOUND_PLUS)/
s/^    if (in_state(dz, t, FRICTION_BOUND_MINUS))$/    if (dz->set[t] == CF_SET_BOUND_MINUS)/
}
