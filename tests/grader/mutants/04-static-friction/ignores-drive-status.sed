# compute_forces: ignores a failed status of drive_to_zero (pivot limit, singular) and goes on driving.
# expect: the limit counts the pivots of the whole solve
/^static cf_status compute_forces/,/^}/ {
/^        if (status != CF_OK)$/ { N; s|.*|        (void)0;| }
}
