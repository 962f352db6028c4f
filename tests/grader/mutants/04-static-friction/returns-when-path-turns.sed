# drive_to_zero: ends the drive where the path turns back, as if a step of size zero in both directions were the end.
/^static cf_status drive_to_zero/,/^}/ { /s->omega = -s->omega;/,/continue;/ s|continue;|return CF_OK;| }
