# The pivot is recorded in the trace before pivot() makes it, so the trace shows the sets and values as they were before the move.
# function: drive_to_zero
# set: B
# shows when: the trace of any drive is compared pivot by pivot (the recorded sets and the exact values set by the move differ)
/^static cf_status drive_to_zero/,/END SOLUTION/{
/^        int done = pivot(s, d, j, move);$/d
/^        status = record_pivot(s, d, step, j, move);$/{
N
N
s/^\(        status = record_pivot(s, d, step, j, move);\n        if (status != CF_OK)\n            return status;\)$/\1\
        int done = pivot(s, d, j, move);/
}
}
