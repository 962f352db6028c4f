# compute_forces does not clear s->returned_drive after a drive succeeds, so a drive that once came back is never tried again.
# function: compute_forces
# set: A
/^static cf_status compute_forces/,/END SOLUTION/{
/^ *memset(s->returned_drive, 0/d
}
