# Calls stage 2's dantzig_maxstep and, when the index it finds is a joint, reports no limit at all instead of the smallest candidate among the contacts.
# function: bilateral_maxstep
# set: A
/^double bilateral_maxstep/,/END SOLUTION/{
/^    double step = dantzig_step_driven(s, d);$/,/^    return j >= 0 ? step : INFINITY;$/c\
    int j;\
    double step = dantzig_maxstep(s, d, &j);\
    if (j >= 0 && s->p->rows[j].kind == CF_ROW_BILATERAL) {\
        j = -1; /* a joint never leaves C */\
        step = INFINITY;\
    }\
    *limiting = j;\
    return step;
}
