# cone_fdirection: a driven normal's delta f_d = 1 is never set, so the drive does not raise f_d.
/^cf_status cone_fdirection/,/^}/ { /^        dz->df\[d\] = 1.0;$/d; }
