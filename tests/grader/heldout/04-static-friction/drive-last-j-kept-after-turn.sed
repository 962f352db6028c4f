# drive_to_zero keeps last_j after the path turns back, so the next undoing step on the same index turns it straight back again.
# function: drive_to_zero
# set: A
/^static cf_status drive_to_zero/,/END SOLUTION/{
/^ *last_j = -1;$/d
}
