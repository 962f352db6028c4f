# Returns as soon as d joins C, before recording that last pivot in the trace.
# function: dantzig_drive_to_zero
# set: A
/^        if (move == CF_MOVE_DRIVEN_TO_C)$/,+1d
s/^        status = dantzig_record_pivot(s, d, step, j, move, note);$/        if (move == CF_MOVE_DRIVEN_TO_C)\n            return CF_OK;\n&/
