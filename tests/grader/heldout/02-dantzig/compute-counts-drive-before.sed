# The drive counter is incremented before the drive instead of after it.
# function: compute_forces
# set: B
# shows when: always, with a trace: every recorded pivot carries a drive number one too high (the first drive is numbered 1, not 0)
/^static cf_status compute_forces/,/END SOLUTION/{
/^ *s->drive++;$/d
/cf_status status = dantzig_drive_to_zero(s, d, dantzig_maxstep);/i\
        s->drive++;
}
