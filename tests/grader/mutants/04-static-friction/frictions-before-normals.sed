# compute_forces: processes a friction as soon as its normal is in C, before the other normals are driven.
/^static cf_status compute_forces/,/^}/ {
    s|^        int d = friction2d_next_to_drive(s);$|        int d = next_friction(s);|
    s|^            d = next_friction(s);$|            d = friction2d_next_to_drive(s);|
}
