# drive_to_zero: does not return when d joins C, and keeps on pivoting.
# expect: drive_to_zero went on driving contact 0 after it joined C
/^static cf_status drive_to_zero/,/^}/ s|if (move == CF_MOVE_DRIVEN_TO_C)|if (0 \&\& move == CF_MOVE_DRIVEN_TO_C)|
