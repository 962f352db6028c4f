# compute_forces: with redundant joints the forces are left as the drives made them, not the least-norm ones.
/^static cf_status compute_forces/,/^}/ s|return bilateral_least_norm_joints(s, b);|return CF_OK;|
