# dantzig_drive_to_zero: a clamped j whose force reached zero is left in C.
# expect: limited the step (its force reached zero, so it leaves C for NC), but after the pivot it is in C, not NC
/^cf_status dantzig_drive_to_zero/,/^}/ { /s->f\[j\] = 0.0;/ { n; s|s->set\[j\] = CF_SET_UNCLAMPED;|s->set[j] = CF_SET_CLAMPED;| } }
