# dantzig_maxstep: the C loop never takes a candidate, so no clamped force ever limits the step (never C to NC).
# expect: check dantzig_step_clamped and the C loop of dantzig_maxstep (clamped forces with delta f_i
/^double dantzig_maxstep/,/^}/ s|CF_SET_CLAMPED ? dantzig_step_clamped(s, i) : INFINITY|CF_SET_CLAMPED ? INFINITY : INFINITY|
