# compute_forces: once no normal needs driving the solve ends; no friction index is processed.
/^static cf_status compute_forces/,/^}/ s|^            d = next_friction(s);$|            d = -1;\n            (void)next_friction;|
