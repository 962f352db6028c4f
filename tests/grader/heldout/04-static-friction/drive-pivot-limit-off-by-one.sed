# The pivot cap is tested with > instead of >=, allowing one pivot beyond dz->max_pivots.
# function: drive_to_zero
# set: B
# shows when: the solve reaches the pivot cap (a small max_pivots, or a long run of pivots): one pivot too many is made before CF_PIVOT_LIMIT
/^static cf_status drive_to_zero/,/END SOLUTION/{
s/if (dz->pivots >= dz->max_pivots)/if (dz->pivots > dz->max_pivots)/
}
