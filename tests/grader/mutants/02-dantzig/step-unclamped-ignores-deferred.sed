# dantzig_step_unclamped: a redundant index waiting in NC limits the step again, so it is met over and over with steps of zero.
# expect: the move is CF_MOVE_OTHER, and dantzig_step_unclamped skips it until C changes
/^double dantzig_step_unclamped/,/^}/ s|return !s->deferred\[i\] && dantzig_a_falls|return dantzig_a_falls|
