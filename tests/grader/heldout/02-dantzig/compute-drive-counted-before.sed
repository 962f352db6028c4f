# Counts the drive in s->drive before driving instead of after, so the pivots of the first drive are recorded as drive 1.
# function: compute_forces
# set: A
/^static cf_status compute_forces/,/END SOLUTION/{
/^        s->drive++;$/d
s/^        cf_status status = dantzig_drive_to_zero(s, d, dantzig_maxstep);$/        s->drive++;\
&/
}
