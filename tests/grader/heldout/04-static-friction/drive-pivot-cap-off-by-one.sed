# drive_to_zero stops only when dz->pivots is greater than dz->max_pivots, allowing one pivot past the cap.
# function: drive_to_zero
# set: A
/^static cf_status drive_to_zero/,/END SOLUTION/{
s/if (dz->pivots >= dz->max_pivots)/if (dz->pivots > dz->max_pivots)/
}
