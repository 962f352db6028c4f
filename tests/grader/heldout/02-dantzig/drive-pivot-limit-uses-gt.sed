# The pivot limit is tested with > instead of >=, so one pivot more than the cap is made.
# function: dantzig_drive_to_zero
# set: B
# shows when: the solve needs more pivots than max_pivots: the reference stops at exactly max_pivots pivots, this makes max_pivots + 1 (and succeeds when exactly one more pivot was needed)
/^cf_status dantzig_drive_to_zero/,/END SOLUTION/{
s/if (s->pivots >= s->max_pivots)/if (s->pivots > s->max_pivots)/
}
