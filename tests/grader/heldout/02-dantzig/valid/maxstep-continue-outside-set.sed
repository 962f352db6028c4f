# Valid: each loop of maxstep skips the indices outside its set with continue, and asks the candidate only of the others.
# function: dantzig_maxstep
# set: B
# shows when: never: the same candidates are compared in the same order with the same strict <
/^double dantzig_maxstep/,/END SOLUTION/{
s/^\( *\)double candidate = s->set\[i\] == CF_SET_CLAMPED ? dantzig_step_clamped(s, i) : INFINITY;/\1if (s->set[i] != CF_SET_CLAMPED)\
\1    continue;\
\1double candidate = dantzig_step_clamped(s, i);/
s/^\( *\)double candidate = s->set\[i\] == CF_SET_UNCLAMPED ? dantzig_step_unclamped(s, i) : INFINITY;/\1if (s->set[i] != CF_SET_UNCLAMPED)\
\1    continue;\
\1double candidate = dantzig_step_unclamped(s, i);/
}
