# compute_forces: returns after the first drive, whatever still accelerates into its obstacle.
# expect: is negative; compute_forces stopped, but contact
/^static cf_status compute_forces/,/^}/ s|^        dantzig_fresh_accelerations(s);$|&\n        break;|
