# drive_to_zero: an unclamped j limits the step but is left in NC.
# expect: (its acceleration reached zero, so it joins C), but after the pivot it is in NC, not C
/^static cf_status drive_to_zero/,/^}/ { /s->a\[j\] = 0.0;/ { n; s|s->set\[j\] = CF_SET_CLAMPED;|s->set[j] = CF_SET_UNCLAMPED;| } }
