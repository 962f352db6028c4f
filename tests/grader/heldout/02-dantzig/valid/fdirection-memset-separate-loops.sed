# Clears delta f with memset and gathers C in a loop of its own, then builds A11 and -v1 entry by entry from the gathered list.
# function: fdirection
# set: A
/^    for (int i = 0; i < n; i++) {$/,/^    df\[d\] = 1\.0;$/c\
    memset(df, 0, (size_t)n * sizeof *df);\
    for (int i = 0; i < n; i++)\
        if (s->set[i] == CF_SET_CLAMPED)\
            s->clamped[k++] = i;\
    df[d] = 1.0;
