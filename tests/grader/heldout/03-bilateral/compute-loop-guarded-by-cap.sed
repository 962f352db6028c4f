# Guards the loop of drives with s->pivots < s->max_pivots, so a solve that uses up the pivot limit between two drives ends with CF_OK instead of CF_PIVOT_LIMIT.
# function: compute_forces
# set: A
/^static cf_status compute_forces/,/END SOLUTION/{
s/^    while ((d = dantzig_next_to_drive(s)) >= 0) {$/    while (s->pivots < s->max_pivots \&\& (d = dantzig_next_to_drive(s)) >= 0) {/
}
