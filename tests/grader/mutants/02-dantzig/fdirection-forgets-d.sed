# fdirection: never sets delta f_d = 1, so the drive does not raise f_d.
/^static cf_status fdirection/,/^}/ { /^    df\[d\] = 1.0;$/d; }
