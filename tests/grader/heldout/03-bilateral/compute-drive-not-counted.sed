# Never counts the drives in s->drive, so every pivot of the trace is recorded as drive 0.
# function: compute_forces
# set: A
/^static cf_status compute_forces/,/END SOLUTION/{
/^        s->drive++;$/d
}
