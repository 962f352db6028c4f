# dantzig_drive_to_zero: when j = d, d is put in NC instead of C.
/^cf_status dantzig_drive_to_zero/,/^}/ { /if (j == d) {/,/move = CF_MOVE_DRIVEN_TO_C;/ s|s->set\[d\] = CF_SET_CLAMPED;|s->set[d] = CF_SET_UNCLAMPED;| }
