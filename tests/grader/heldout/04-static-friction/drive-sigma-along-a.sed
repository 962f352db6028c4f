# drive_to_zero sets sigma = -1 for a friction with a_F < 0 (and +1 otherwise), so the friction is driven along its acceleration instead of against it.
# function: drive_to_zero
# set: A
/^static cf_status drive_to_zero/,/END SOLUTION/{
s/s->sigma = is_friction(dz, d) && dz->a\[d\] > 0\.0 ? -1\.0 : 1\.0;/s->sigma = is_friction(dz, d) \&\& dz->a[d] < 0.0 ? -1.0 : 1.0;/
}
