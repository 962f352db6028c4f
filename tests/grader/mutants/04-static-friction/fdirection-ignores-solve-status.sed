# fdirection: ignores the status of friction2d_solve_clamped and scatters x even when A11 x = -sigma v1 has no solution.
# expect: drive_to_zero, fdirection finds no direction: the drive must return the status of fdirection: drive_to_zero
/^static cf_status fdirection/,/^}/ { /cf_status status = friction2d_solve_clamped(s, k);/ { n; N; s|.*|    (void)status;| } }
