# drive_to_zero: a drive whose force returned to zero is not noticed: the move goes to pivot, which ends the drive with CF_OK.
# expect: when the driven index reaches its new state (C for a normal, C_F or NC_F for a friction); where an index
/^static cf_status drive_to_zero/,/^}/ s|if (move == T_DRIVE_RETURNED) {|if (0 \&\& move == T_DRIVE_RETURNED) {|
