# dantzig_drive_to_zero: when j = d, d is put in NC instead of C.
# expect: dantzig_drive_to_zero, a drive of one pivot: d joins C and the drive ends: contact
/^cf_status dantzig_drive_to_zero/,/^}/ { /if (j == d) {/,/move = CF_MOVE_DRIVEN_TO_C;/ s|s->set\[d\] = CF_SET_CLAMPED;|s->set[d] = CF_SET_UNCLAMPED;| }
