# drive_to_zero returns CF_OK as soon as pivot() says the drive ended, before recording that last pivot in the trace.
# function: drive_to_zero
# set: A
/^static cf_status drive_to_zero/,/END SOLUTION/{
s/^        int done = pivot(s, d, j, move);$/&\
        if (done)\
            return CF_OK;/
}
