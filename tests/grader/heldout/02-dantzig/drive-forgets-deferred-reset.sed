# The deferred flags are never cleared when C changes: once deferred, a redundant index stays out for the whole solve.
# function: dantzig_drive_to_zero
# set: B
# shows when: a redundant contact is deferred and later C changes (a clamped force leaves, or another index joins) so that it is no longer redundant and its acceleration falls: the reference lets it limit the step, this lets a_i go negative
/^cf_status dantzig_drive_to_zero/,/END SOLUTION/{
/if (move != CF_MOVE_OTHER)/,/memset(s->deferred/d
}
