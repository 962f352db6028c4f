# fdirection: a friction at the bound does not follow its normal (delta f_F = +-mu delta f_N is left out).
# expect: violates friction bound
/^static cf_status fdirection/,/^}/ s|s->df\[t\] += bound_factor(s, t) \* s->df\[s->p->rows\[t\].normal\];|(void)t;|
