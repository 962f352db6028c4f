# drive_to_zero: sigma = +sign(a_F): the friction is driven along its acceleration.
# expect: status unbounded-ray
/^static cf_status drive_to_zero/,/^}/ s|s->a\[d\] > 0.0 ? -1.0 : 1.0;|s->a[d] > 0.0 ? 1.0 : -1.0;|
