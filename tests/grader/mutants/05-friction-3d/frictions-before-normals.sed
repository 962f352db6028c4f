# compute_forces: the frictions are driven before the normals (next_friction first, then next_to_drive).
# expect: the drives go in the algorithm's order
/^static cf_status compute_forces/,/^}/ {
s|^        int d = next_to_drive(s);$|        int d = next_friction(s);|
s|^            d = next_friction(s);$|            d = next_to_drive(s);|
}
