# compute_forces: a friction with mu = 0 is not marked frictionless, so it is driven like any other (to a bound of zero).
# expect: status singular, but this problem has a solution: fdirection's system had no solution: its unknowns are the
/^static cf_status compute_forces/,/^}/ s|set_friction(dz, t, FRICTION_NONE); /\* nothing to find \*/|(void)t;|
