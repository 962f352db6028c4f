# drive_to_zero: never records its pivots.
# expect: your solve recorded no pivots
# expect: must call record_pivot
/^static cf_status drive_to_zero/,/^}/ s|status = record_pivot(s, d, step, j, move, note);|status = CF_OK;|
