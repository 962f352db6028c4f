# Only the driven entry and the clamped entries of df are written; the entries of NC are left as the previous direction had them.
# function: fdirection
# set: B
# shows when: a second pivot of a solve, where an index now in NC (or a previously driven index) still holds a nonzero delta f from the last direction
/^static cf_status fdirection/,/END SOLUTION/{
/^ *df\[i\] = 0\.0;$/d
}
