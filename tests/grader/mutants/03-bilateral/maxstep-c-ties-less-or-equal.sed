# maxstep: in the C loop a step equal to the current one replaces it (<= instead of <), so a clamped force wins a tie with d, or with an earlier clamped force.
# expect: a tie between d and a clamped force
/^static double maxstep/,/^}/ {
/CF_SET_CLAMPED \&\& s->p->rows/,/j = i;/ s|if (candidate < step)|if (candidate <= step)|
}
