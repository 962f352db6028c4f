# Records the block pivot through stage 2's dantzig_record_pivot (which skips a NULL trace and passes s->drive, s->df, s->da, s->f, s->a and s->set) after zeroing delta f and delta a.
# function: bilateral_solve_block
# set: B
/^    if (s->trace == NULL)$/,/"bilateral block A_BB f_B = -b_B", s->df, s->da, s->f, s->a, s->set);$/c\
    for (int i = 0; i < n; i++) {\
        s->df[i] = 0.0;\
        s->da[i] = 0.0;\
    }\
    return dantzig_record_pivot(s, -1, 1.0, -1, CF_MOVE_OTHER, "bilateral block A_BB f_B = -b_B");
