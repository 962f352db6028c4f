# Records the pivot right after taking the step, before moving j, so the trace shows the sets (and a_j, f_j) as they were before the move.
# function: dantzig_drive_to_zero
# set: A
/^cf_status dantzig_drive_to_zero/,/END SOLUTION/{
/^        cf_move move;$/,/^        const char \*note = NULL;$/{
/^        const char \*note = NULL;$/!d
s/.*/        cf_move move = j == d ? CF_MOVE_DRIVEN_TO_C\
                       : s->set[j] == CF_SET_CLAMPED ? CF_MOVE_C_TO_NC\
                       : redundant(s, j) ? CF_MOVE_OTHER\
                       : CF_MOVE_NC_TO_C;\
        status = dantzig_record_pivot(s, d, step, j, move,\
                                      move == CF_MOVE_OTHER ? "a_j reached 0; redundant, deferred" : NULL);\
        if (status != CF_OK)\
            return status;/
}
s/^        } else if (!redundant(s, j)) {$/        } else if (move == CF_MOVE_NC_TO_C) {/
/^            move = CF_MOVE_DRIVEN_TO_C;$/d
/^            move = CF_MOVE_C_TO_NC;$/d
/^            move = CF_MOVE_NC_TO_C;$/d
/^            move = CF_MOVE_OTHER;$/d
/^            note = "a_j reached 0; redundant, deferred";$/d
/^        status = dantzig_record_pivot(s, d, step, j, move, note);$/,/^            return status;$/d
}
