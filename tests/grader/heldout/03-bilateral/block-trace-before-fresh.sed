# Records the block pivot right after putting the joint forces into f, before a is recomputed and the joints' a set to 0.
# function: bilateral_solve_block
# set: A
/^cf_status bilateral_solve_block/,/^}/{
/^    dantzig_fresh_accelerations(s);$/,/"bilateral block A_BB f_B = -b_B", s->df, s->da, s->f, s->a, s->set);$/c\
    status = CF_OK;\
    if (s->trace != NULL) {\
        for (int i = 0; i < n; i++)\
            s->df[i] = s->da[i] = 0.0;\
        status = cf_trace_add(s->trace, s->drive, -1, 1.0, -1, CF_MOVE_OTHER,\
                              "bilateral block A_BB f_B = -b_B", s->df, s->da, s->f, s->a, s->set);\
    }\
    dantzig_fresh_accelerations(s);\
    for (int r = 0; r < k; r++)\
        s->a[b->rows[r]] = 0.0;\
    return status;
}
