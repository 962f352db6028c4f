# Deferred normals are never given another chance: the deferred marks are not cleared when C changes.
# function: drive_to_zero
# set: B
# shows when: a redundant normal was deferred and a later pivot changes C so that it is no longer redundant and must join C when its a_N reaches zero again
/^static cf_status drive_to_zero/,/END SOLUTION/{
/^        if (move != T_NORMAL_DEFERRED)$/d
/^            memset(dz->deferred, 0, (size_t)dz->n);/d
}
