# drive_to_zero: ignores the status fdirection returns (a singular clamped system) and steps along whatever direction it left.
/^static cf_status drive_to_zero/,/^}/ { /cf_status status = fdirection(s, d);/ { n; n; d } }
