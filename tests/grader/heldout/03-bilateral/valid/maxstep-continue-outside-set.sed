# Valid: each loop of bilateral_maxstep skips with continue the indices outside its set (and the joints), and asks the candidate only of the others.
# function: bilateral_maxstep
# set: B
# shows when: never: the same candidates are compared in the same order with the same strict <
/^double bilateral_maxstep/,/END SOLUTION/{
/double candidate = s->set\[i\] == CF_SET_CLAMPED && s->p->rows\[i\]\.kind != CF_ROW_BILATERAL$/,/: INFINITY;$/c\
        if (s->set[i] != CF_SET_CLAMPED || s->p->rows[i].kind == CF_ROW_BILATERAL)\
            continue;\
        double candidate = dantzig_step_clamped(s, i);
s/^\( *\)double candidate = s->set\[i\] == CF_SET_UNCLAMPED ? dantzig_step_unclamped(s, i) : INFINITY;/\1if (s->set[i] != CF_SET_UNCLAMPED)\
\1    continue;\
\1double candidate = dantzig_step_unclamped(s, i);/
}
