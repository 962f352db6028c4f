# maxstep: the NC loop is skipped, so no unclamped acceleration ever limits the step (never NC to C).
# expect: in NC reaches zero
# expect: check its NC loop
/^static double maxstep/,/^}/ s|if (s->set\[i\] == CF_SET_UNCLAMPED \&\& !s->deferred\[i\]|if (0 \&\& !s->deferred[i]|
