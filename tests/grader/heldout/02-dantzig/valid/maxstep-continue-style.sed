# Writes maxstep's two scans with continue for indices outside the set and a named limit, keeping the same order and the strict <.
# function: dantzig_maxstep
# set: B
/^    double step = dantzig_step_driven(s, d);$/,/^    return j >= 0 ? step : INFINITY;$/c\
    double step = dantzig_step_driven(s, d);\
    int j = -1;\
    if (step != INFINITY)\
        j = d;\
    for (int i = 0; i < s->n; i++) {\
        if (s->set[i] != CF_SET_CLAMPED)\
            continue;\
        double limit = dantzig_step_clamped(s, i);\
        if (limit < step) {\
            step = limit;\
            j = i;\
        }\
    }\
    for (int i = 0; i < s->n; i++) {\
        if (s->set[i] != CF_SET_UNCLAMPED)\
            continue;\
        double limit = dantzig_step_unclamped(s, i);\
        if (limit < step) {\
            step = limit;\
            j = i;\
        }\
    }\
    if (j >= 0 && dantzig_false_limit(s, d, j))\
        j = -1;\
    *limiting = j;\
    if (j < 0)\
        return INFINITY;\
    return step > 0.0 ? step : 0.0;
