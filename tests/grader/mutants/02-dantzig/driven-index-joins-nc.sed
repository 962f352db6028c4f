# drive_to_zero: when j = d, d is put in NC instead of C.
# expect: (the driven contact reached a = 0, so it joins C), but after the pivot it is in NC, not C
/^static cf_status drive_to_zero/,/^}/ { /if (j == d) {/,/move = CF_MOVE_DRIVEN_TO_C;/ s|s->set\[d\] = CF_SET_CLAMPED;|s->set[d] = CF_SET_UNCLAMPED;| }
