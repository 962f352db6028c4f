# drive_to_zero: sigma = +sign(a_F): the friction is driven along its acceleration.
# expect: drive_to_zero, a friction drive that ends when the friction sticks: pivot
/^static cf_status drive_to_zero/,/^}/ s|dz->a\[d\] > 0.0 ? -1.0 : 1.0;|dz->a[d] > 0.0 ? 1.0 : -1.0;|
