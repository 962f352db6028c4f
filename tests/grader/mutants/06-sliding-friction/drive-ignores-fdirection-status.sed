# drive_to_zero: ignores the status of fdirection and steps along whatever delta f holds when A11 x = -sigma v1 has no solution.
# expect: fdirection finds no direction: the drive must return the status of fdirection
/^static cf_status drive_to_zero/,/^}/ {
/cf_status status = fdirection(s, d);/ { n; N; s|.*|        (void)status;| }
}
