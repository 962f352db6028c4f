# drive_to_zero, when the driven force comes back to zero, forgets to set s->returned_drive[d], so the caller takes the ray as a failure of the whole solve.
# function: drive_to_zero
# set: A
/^static cf_status drive_to_zero/,/END SOLUTION/{
/^ *s->returned_drive\[d\] = 1;$/d
}
