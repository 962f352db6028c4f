# bilateral_maxstep: the NC loop is left out, so no unclamped acceleration ever limits the step (never NC to C).
/^double bilateral_maxstep/,/^}/ s|CF_SET_UNCLAMPED ? dantzig_step_unclamped(s, i) : INFINITY|CF_SET_UNCLAMPED ? INFINITY : INFINITY|
