# drive_to_zero: ignores the status of fdirection and steps along whatever delta f holds.
# expect: drive_to_zero, fdirection finds no direction: the drive must return the status of fdirection: drive_to_zero
/^static cf_status drive_to_zero/,/^}/ { /cf_status status = fdirection(s, d, s->sigma, dz->df);/ { n; N; N; s|.*|        (void)status;| } }
