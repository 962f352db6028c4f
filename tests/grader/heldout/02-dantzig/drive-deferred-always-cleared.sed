# Clears s->deferred after every pivot, including the one that just deferred a redundant index.
# function: dantzig_drive_to_zero
# set: A
/^        if (move != CF_MOVE_OTHER)$/d
s/^            memset(s->deferred, 0, (size_t)s->n);/        memset(s->deferred, 0, (size_t)s->n);/
