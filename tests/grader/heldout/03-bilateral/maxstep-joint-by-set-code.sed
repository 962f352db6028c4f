# Tells a joint in C by the set code CF_SET_BILATERAL instead of the row's kind, so joints in C (marked CF_SET_CLAMPED) are still candidates.
# function: bilateral_maxstep
# set: A
s/double candidate = s->set\[i\] == CF_SET_CLAMPED && s->p->rows\[i\].kind != CF_ROW_BILATERAL$/double candidate = s->set[i] == CF_SET_CLAMPED \&\& s->set[i] != CF_SET_BILATERAL/
