# dantzig_drive_to_zero: does not return when d joins C, and keeps on pivoting.
# expect: dantzig_drive_to_zero went on driving contact
/^cf_status dantzig_drive_to_zero/,/^}/ s|if (move == CF_MOVE_DRIVEN_TO_C)$|if (0 \&\& move == CF_MOVE_DRIVEN_TO_C)|
