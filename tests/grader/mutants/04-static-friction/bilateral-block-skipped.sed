# compute_forces: the bilateral block A_BB f_B = -b_B is never solved.
# expect: status inaccurate (your answer fails the certifier): joint
/^static cf_status compute_forces/,/^}/ s|cf_status status = bilateral_solve_block(dz, &s->joints);|cf_status status = CF_OK;|
