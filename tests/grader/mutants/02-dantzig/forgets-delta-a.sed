# dantzig_drive_to_zero: never computes delta a = A delta f, so every step uses the delta a of the pivot before.
/^cf_status dantzig_drive_to_zero/,/^}/ { /^        dantzig_delta_a(s);/d; }
