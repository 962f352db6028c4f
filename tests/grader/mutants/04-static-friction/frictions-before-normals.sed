# compute_forces: processes a friction as soon as its normal is in C, before the other normals are driven.
# expect: drive every normal before any friction
/^static cf_status compute_forces/,/^}/ s|int d = next_to_drive(s);|int d = next_friction(s) >= 0 ? -1 : next_to_drive(s);|
