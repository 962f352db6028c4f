# dantzig_drive_to_zero: returns after a clamped force leaves C as well as when d joins C.
/^cf_status dantzig_drive_to_zero/,/^}/ s|^        if (move == CF_MOVE_DRIVEN_TO_C)$|        if (move != CF_MOVE_NC_TO_C)|
