# compute_forces: ignores a failed status of drive_to_zero (the pivot limit, an unbounded ray) and goes on driving.
# expect: compute_forces must return at once any status of drive_to_zero
/^static cf_status compute_forces/,/^}/ {
/status = drive_to_zero(s, d);/ { n; N; s|.*|        (void)status;| }
}
