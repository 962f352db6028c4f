# dantzig_drive_to_zero: returns when d joins C before recording that last pivot.
# expect: dantzig_drive_to_zero must call dantzig_record_pivot(s, d, step, j, move, note) after every pivot
/^cf_status dantzig_drive_to_zero/,/^}/ s|^        status = dantzig_record_pivot(s, d, step, j, move, note);|        if (move == CF_MOVE_DRIVEN_TO_C)\n            return CF_OK;\n&|
