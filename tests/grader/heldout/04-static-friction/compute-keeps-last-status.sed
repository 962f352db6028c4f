# compute_forces overwrites s->returned_status at every waiting drive, keeping the last failure's status instead of the first.
# function: compute_forces
# set: A
/^static cf_status compute_forces/,/END SOLUTION/{
/^ *if (s->returned_status == CF_OK)$/d
}
