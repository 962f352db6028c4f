# dantzig_drive_to_zero: ignores the status of fdirection and steps along whatever delta f holds.
# expect: dantzig_drive_to_zero, fdirection finds no direction: the drive must return the status of fdirection:
/^cf_status dantzig_drive_to_zero/,/^}/ { /cf_status status = fdirection(s, d, s->df);/ { n; N; N; s|.*|        (void)status;| } }
