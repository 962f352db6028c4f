# compute_forces: returns after the first drive, whatever still accelerates into its obstacle.
# expect: violates
/^static cf_status compute_forces/,/^}/ s|^        fresh_accelerations(s);$|&\n        break;|
