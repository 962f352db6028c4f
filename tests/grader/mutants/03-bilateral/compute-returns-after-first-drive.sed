# compute_forces: returns after the first drive, whatever still accelerates into its obstacle.
/^static cf_status compute_forces/,/^}/ s|^        dantzig_fresh_accelerations(s);$|&\n        break;|
