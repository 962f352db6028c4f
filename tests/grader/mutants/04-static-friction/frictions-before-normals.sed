# compute_forces: processes a friction as soon as its normal is in C, before the other normals are driven.
# expect: d_next_to_drive), then the frictions whose normal is in C (next_friction); a drive must end only when the
/^static cf_status compute_forces/,/^}/ {
    s|^        int d = friction2d_next_to_drive(s);$|        int d = next_friction(s);|
    s|^            d = next_friction(s);$|            d = friction2d_next_to_drive(s);|
}
