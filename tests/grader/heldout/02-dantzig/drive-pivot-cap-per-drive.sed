# Compares the pivot cap with a counter of the drive's own pivots (still adding each to s->pivots), reading the cap as a limit per drive.
# function: dantzig_drive_to_zero
# set: A
/^cf_status dantzig_drive_to_zero/,/END SOLUTION/{
s/^    for (;;) {$/    int drive_pivots = 0;\
&/
s/^        if (s->pivots >= s->max_pivots)$/        if (drive_pivots >= s->max_pivots)/
s/^        s->pivots++;$/        drive_pivots++;\
&/
}
