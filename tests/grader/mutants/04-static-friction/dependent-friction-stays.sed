# fdirection: a friction at the bound does not follow its normal (delta f_F = +-mu delta f_N is left out).
# expect: fdirection, a friction at its bound follows its normal: delta f_F = +-mu delta f_N: delta f
/^static cf_status fdirection/,/^}/ s|df\[t\] += bound_factor(dz, t) \* df\[dz->p->rows\[t\].normal\];|(void)t;|
