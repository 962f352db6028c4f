# dantzig_maxstep: the NC loop never takes a candidate, so no unclamped acceleration ever limits the step (never NC to C).
# expect: check dantzig_step_unclamped and the NC loop of dantzig_maxstep (unclamped accelerations with delta a_i
/^double dantzig_maxstep/,/^}/ s|CF_SET_UNCLAMPED ? dantzig_step_unclamped(s, i) : INFINITY|CF_SET_UNCLAMPED ? INFINITY : INFINITY|
