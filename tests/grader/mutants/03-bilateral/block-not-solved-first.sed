# compute_forces: the bilateral block is never solved; the joints are left at f = 0 and never join C.
# expect: compute_forces must first solve the bilateral block A_BB f_B = -b_B and put every joint in C (Baraff
/^static cf_status compute_forces/,/^}/ s|cf_status status = bilateral_solve_block(s, b);|cf_status status = CF_OK;|
