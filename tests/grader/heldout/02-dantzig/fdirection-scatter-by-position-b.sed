# The solution x is scattered into df by its position r in C rather than by the index clamped[r].
# function: fdirection
# set: B
# shows when: the clamped set is not exactly the first k indices 0..k-1 (e.g. only index 1 is clamped while index 0 is driven)
/^static cf_status fdirection/,/END SOLUTION/{
s/df\[s->clamped\[r\]\] = s->x\[r\];/df[r] = s->x[r];/
}
