# cone_fdirection: delta a is left as A times the drive's own part of delta f (before the unknowns and omega), not A delta f.
# expect: the step differs from the algorithm's: check cone_fdirection (delta f cleared, the drive's part, every
/^cf_status cone_fdirection/,/^}/ { /^    dantzig_delta_a(dz);/d; }
