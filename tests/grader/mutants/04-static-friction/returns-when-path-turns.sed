# drive_to_zero: ends the drive where the path turns back, as if a step of size zero in both directions were the end.
# expect: when the driven index reaches its new state (C for a normal, C_F or NC_F for a friction); where an index
/^static cf_status drive_to_zero/,/^}/ { /s->omega = -s->omega;/,/continue;/ s|continue;|return CF_OK;| }
