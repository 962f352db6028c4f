# Sets s->deferred for a redundant index but never clears it when C changes, so it waits forever.
# function: dantzig_drive_to_zero
# set: A
/^        if (move != CF_MOVE_OTHER)$/,+1d
