# drive_to_zero never sets s->omega = 1 at the start of a drive, so a drive after one whose path turned back starts backwards.
# function: drive_to_zero
# set: A
/^static cf_status drive_to_zero/,/END SOLUTION/{
/^ *s->omega = 1\.0;$/d
}
