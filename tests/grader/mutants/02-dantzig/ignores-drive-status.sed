# compute_forces: ignores the status drive_to_zero returns and goes on driving.
/^static cf_status compute_forces/,/^}/ { /cf_status status = drive_to_zero(s, d);/ { n; n; d } }
