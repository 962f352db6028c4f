# compute_forces: ignores a failed status of drive_to_zero (the pivot limit, an unbounded ray) and goes on driving.
# expect: an endless loop?
/^static cf_status compute_forces/,/^}/ { /^        if (status != CF_OK)$/ { N; s|.*|        (void)0;| } }
