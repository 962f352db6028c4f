# cone_advance: f moves but a is not recomputed, a = A f + b.
/^void cone_advance/,/^}/ { /^    dantzig_fresh_accelerations(dz);/d; }
