# drive_to_zero: never computes delta a = A delta f (dantzig_delta_a), so maxstep reads the delta a of the pivot before.
/^static cf_status drive_to_zero/,/^}/ { /^        dantzig_delta_a(dz);/d; }
