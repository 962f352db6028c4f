# dantzig_maxstep: the NC loop takes every index that is not clamped, the ones not yet considered too.
/^double dantzig_maxstep/,/^}/ s|s->set\[i\] == CF_SET_UNCLAMPED ? dantzig_step_unclamped|s->set[i] != CF_SET_CLAMPED ? dantzig_step_unclamped|
