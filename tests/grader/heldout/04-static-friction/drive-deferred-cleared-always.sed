# The deferred marks are cleared after every pivot, including the pivot that just deferred a redundant normal.
# function: drive_to_zero
# set: B
# shows when: an unclamped normal whose column is redundant with C reaches a_N = 0 (T_NORMAL_DEFERRED): it is offered again at once, with zero steps, until the cap
/^static cf_status drive_to_zero/,/END SOLUTION/{
/^        if (move != T_NORMAL_DEFERRED)$/d
s/^            memset(dz->deferred, 0, (size_t)dz->n); \/\* C changed: try them again \*\/$/        memset(dz->deferred, 0, (size_t)dz->n); \/* C changed: try them again *\//
}
