# Lets only a clamped row of kind CF_ROW_NORMAL be a candidate in the loop over C (stage 3's rows are normal or bilateral), with the test first and continue.
# function: bilateral_maxstep
# set: A
/^        double candidate = s->set\[i\] == CF_SET_CLAMPED && s->p->rows\[i\].kind != CF_ROW_BILATERAL$/,/^                               : INFINITY;$/c\
        if (s->set[i] != CF_SET_CLAMPED || s->p->rows[i].kind != CF_ROW_NORMAL)\
            continue;\
        double candidate = dantzig_step_clamped(s, i);
