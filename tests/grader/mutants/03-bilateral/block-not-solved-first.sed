# compute_forces: the bilateral block is never solved; the joints are driven like contacts.
# expect: must first solve the bilateral block
/^static cf_status compute_forces/,/^}/ s|cf_status status = solve_bilateral_block(s);|cf_status status = CF_OK;|
