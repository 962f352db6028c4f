# drive_to_zero: a clamped j whose force reached zero is left in C.
# expect: (its force reached zero, so it leaves C for NC), but after the pivot it is in C, not NC
/^static cf_status drive_to_zero/,/^}/ { /s->f\[j\] = 0.0;/ { n; s|s->set\[j\] = CF_SET_UNCLAMPED;|s->set[j] = CF_SET_CLAMPED;| } }
