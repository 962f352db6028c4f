# Leaves the loop over C at the first joint (break instead of continue), so clamped contacts after it are never candidates.
# function: bilateral_maxstep
# set: A
/^        double candidate = s->set\[i\] == CF_SET_CLAMPED && s->p->rows\[i\].kind != CF_ROW_BILATERAL$/,/^                               : INFINITY;$/c\
        if (s->set[i] != CF_SET_CLAMPED)\
            continue;\
        if (s->p->rows[i].kind == CF_ROW_BILATERAL)\
            break;\
        double candidate = dantzig_step_clamped(s, i);
