# compute_forces: once no normal needs driving the solve ends; no friction index is processed.
# expect: violates friction direction
/^static cf_status compute_forces/,/^}/ s|d = next_friction(s);|d = -1;|
