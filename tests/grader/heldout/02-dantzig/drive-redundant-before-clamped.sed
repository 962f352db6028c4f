# Asks redundant(s, j) before looking at j's set, so a clamped j whose force fell to zero is taken for a redundant one and deferred.
# function: dantzig_drive_to_zero
# set: A
/^        if (j == d) {$/,/note = "a_j reached 0; redundant, deferred";/c\
        if (j == d) {\
            s->a[d] = 0.0;\
            s->set[d] = CF_SET_CLAMPED;\
            move = CF_MOVE_DRIVEN_TO_C;\
        } else if (redundant(s, j)) {\
            s->a[j] = 0.0;\
            s->deferred[j] = 1;\
            move = CF_MOVE_OTHER;\
            note = "a_j reached 0; redundant, deferred";\
        } else if (s->set[j] == CF_SET_CLAMPED) {\
            s->f[j] = 0.0;\
            s->set[j] = CF_SET_UNCLAMPED;\
            move = CF_MOVE_C_TO_NC;\
        } else {\
            s->a[j] = 0.0;\
            s->set[j] = CF_SET_CLAMPED;\
            move = CF_MOVE_NC_TO_C;
