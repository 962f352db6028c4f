# drive_to_zero clears dz->deferred after every pivot, deferrals included, so a redundant normal is forgotten as soon as it is deferred.
# function: drive_to_zero
# set: A
/^static cf_status drive_to_zero/,/END SOLUTION/{
/^ *if (move != T_NORMAL_DEFERRED)$/d
}
