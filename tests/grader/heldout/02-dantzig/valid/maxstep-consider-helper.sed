# Writes maxstep with a helper that keeps a candidate only when it is strictly smaller, called for d, then each index of C, then each of NC.
# function: dantzig_maxstep
# set: A
/^\/\* The smallest candidate, d first, then C, then NC, in index order; only$/i\
/* Keep candidate (of index i) when it is strictly smaller than the step so far. */\
static void maxstep_consider(double candidate, int i, double *step, int *j)\
{\
    if (candidate < *step) {\
        *step = candidate;\
        *j = i;\
    }\
}\

/^double dantzig_maxstep/,/END SOLUTION/{
/^    double step = dantzig_step_driven(s, d);$/,/^    if (dantzig_false_limit(s, d, j))$/c\
    double step = INFINITY;\
    int j = -1;\
    maxstep_consider(dantzig_step_driven(s, d), d, &step, &j);\
    for (int i = 0; i < s->n; i++)\
        if (s->set[i] == CF_SET_CLAMPED)\
            maxstep_consider(dantzig_step_clamped(s, i), i, &step, &j);\
    for (int i = 0; i < s->n; i++)\
        if (s->set[i] == CF_SET_UNCLAMPED)\
            maxstep_consider(dantzig_step_unclamped(s, i), i, &step, &j);\
    if (dantzig_false_limit(s, d, j))
}
