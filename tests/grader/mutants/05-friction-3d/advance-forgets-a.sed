# cone_advance: f moves but a is not recomputed, a = A f + b.
# expect: at its cone f_T must oppose a_T: cone_advance re-aims each friction at the bound where the step took it, and
/^void cone_advance/,/^}/ { /^    dantzig_fresh_accelerations(dz);/d; }
