# omega is not set back to 1 at the start of a drive, as it is 1 after the solve starts anyway.
# function: drive_to_zero
# set: B
# shows when: an earlier drive's path turned back (left s->omega = -1) and a later drive starts, which must start forward
/^static cf_status drive_to_zero/,/END SOLUTION/{
/^    s->omega = 1\.0;$/d
}
