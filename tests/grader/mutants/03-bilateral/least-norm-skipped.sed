# compute_forces: with redundant joints the forces are left as the drives made them, not the least-norm ones.
# expect: these are not the forces this problem must have: check that A_BB is gathered over the bilateral rows
/^static cf_status compute_forces/,/^}/ s|return bilateral_least_norm_joints(s, b);|return CF_OK;|
