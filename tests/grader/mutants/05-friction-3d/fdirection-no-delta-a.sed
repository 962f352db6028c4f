# cone_fdirection: delta a is left as A times the drive's own part of delta f (before the unknowns and omega), not A delta f.
/^cf_status cone_fdirection/,/^}/ { /^    dantzig_delta_a(dz);/d; }
