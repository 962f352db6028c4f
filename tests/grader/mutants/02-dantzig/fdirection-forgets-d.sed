# fdirection: never sets delta f_d = 1, so the drive does not raise f_d.
# expect: expected ok: one pass: fdirection, delta a = A delta f (dantzig_delta_a), maxstep, the step in f and a, the
/^static cf_status fdirection/,/^}/ { /^    df\[d\] = 1.0;$/d; }
