# dantzig_drive_to_zero: returns after a clamped force leaves C as well as when d joins C.
# expect: dantzig_drive_to_zero, an unclamped contact that reaches zero but is redundant with C waits in NC (deferred):
/^cf_status dantzig_drive_to_zero/,/^}/ s|^        if (move == CF_MOVE_DRIVEN_TO_C)$|        if (move != CF_MOVE_NC_TO_C)|
