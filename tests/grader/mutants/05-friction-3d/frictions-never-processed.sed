# compute_forces: only the normals are driven; no friction is ever processed.
# expect: violates maximal dissipation
/^static cf_status compute_forces/,/^}/ s|d = next_friction(s);|d = -1;|
