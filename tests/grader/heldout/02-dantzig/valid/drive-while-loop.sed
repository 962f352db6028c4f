# Runs the drive as a while loop on the pivot count, with the pivot limit after the loop, and clears the deferred flags in a loop of its own.
# function: dantzig_drive_to_zero
# set: A
s/^    for (;;) {$/    while (s->pivots < s->max_pivots) {/
/^        if (s->pivots >= s->max_pivots)$/,/^                                "%d pivots, the cap, reached while driving row %d", s->pivots, d);$/d
/^        if (move != CF_MOVE_OTHER)$/,/^            memset(s->deferred, 0, (size_t)s->n);/c\
        if (move != CF_MOVE_OTHER)\
            for (int i = 0; i < s->n; i++)\
                s->deferred[i] = 0;
/^        if (move == CF_MOVE_DRIVEN_TO_C)$/,/^    }$/{
/^    }$/a\
    return dantzig_stop(s, CF_PIVOT_LIMIT, "%d pivots, the cap, reached while driving row %d",\
                        s->pivots, d);
}
