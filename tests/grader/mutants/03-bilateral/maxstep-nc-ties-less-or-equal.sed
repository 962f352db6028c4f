# maxstep: in the NC loop a step equal to the current one replaces it (<= instead of <), so an unclamped acceleration wins a tie with d or with a clamped force.
# expect: a tie between
/^static double maxstep/,/^}/ {
/CF_SET_UNCLAMPED \&\& !s->deferred/,/j = i;/ s|if (candidate < step)|if (candidate <= step)|
}
