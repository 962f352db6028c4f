# Takes "not clamped" for NC in the second loop, so contacts not yet considered (and d) are candidates too.
# function: bilateral_maxstep
# set: A
s/double candidate = s->set\[i\] == CF_SET_UNCLAMPED ? dantzig_step_unclamped(s, i) : INFINITY;/double candidate = s->set[i] != CF_SET_CLAMPED ? dantzig_step_unclamped(s, i) : INFINITY;/
