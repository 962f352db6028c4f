# dantzig_maxstep: the C loop asks dantzig_step_unclamped and the NC loop dantzig_step_clamped.
/^double dantzig_maxstep/,/^}/ {
    s|CF_SET_CLAMPED ? dantzig_step_clamped(s, i)|CF_SET_CLAMPED ? dantzig_step_unclamped(s, i)|
    s|CF_SET_UNCLAMPED ? dantzig_step_unclamped(s, i)|CF_SET_UNCLAMPED ? dantzig_step_clamped(s, i)|
}
