# dantzig_maxstep: the C loop never takes a candidate, so no clamped force ever limits the step (never C to NC).
/^double dantzig_maxstep/,/^}/ s|CF_SET_CLAMPED ? dantzig_step_clamped(s, i) : INFINITY|CF_SET_CLAMPED ? INFINITY : INFINITY|
