# The deferred flags are cleared after every pivot, including the one that just deferred an index.
# function: dantzig_drive_to_zero
# set: B
# shows when: a redundant contact reaches zero by a roundoff fall: it is deferred and at once eligible again, so it limits the next step with size zero over and over until the pivot limit
/^cf_status dantzig_drive_to_zero/,/END SOLUTION/{
/^ *if (move != CF_MOVE_OTHER)$/d
s/^\( *\)    memset(s->deferred, 0, (size_t)s->n);/\1memset(s->deferred, 0, (size_t)s->n);/
}
