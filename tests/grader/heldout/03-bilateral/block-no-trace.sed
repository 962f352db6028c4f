# Never records the block solve as the first pivot of the trace.
# function: bilateral_solve_block
# set: A
/^    if (s->trace == NULL)$/,/"bilateral block A_BB f_B = -b_B", s->df, s->da, s->f, s->a, s->set);$/c\
    return CF_OK;
