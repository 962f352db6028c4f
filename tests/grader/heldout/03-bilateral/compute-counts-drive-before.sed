# The drive counter is incremented before each drive instead of after it.
# function: compute_forces
# set: B
# shows when: any drive, with a trace: the pivots of the drives carry drive numbers one too high
/^static cf_status compute_forces/,/END SOLUTION/{
/^ *s->drive++;$/d
/status = dantzig_drive_to_zero(s, d, bilateral_maxstep);/i\
        s->drive++;
}
