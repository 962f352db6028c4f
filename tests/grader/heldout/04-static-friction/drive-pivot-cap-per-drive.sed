# drive_to_zero compares the pivot cap with a counter of the drive's own pivots (still adding each to dz->pivots), reading the cap as a limit per drive.
# function: drive_to_zero
# set: A
/^static cf_status drive_to_zero/,/END SOLUTION/{
s/^    for (;;) {$/    int drive_pivots = 0;\
&/
s/^        if (dz->pivots >= dz->max_pivots)$/        if (drive_pivots >= dz->max_pivots)/
s/^        dz->pivots++;$/        drive_pivots++;\
&/
}
