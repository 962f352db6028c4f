# clamped_entry: the friction column of a contact at the bound is not folded into its normal column.
# expect: violates friction direction
/^static double clamped_entry/,/^}/ s|entry += bound_factor(s, t) \* s->p->A\[row \* n + t\];|(void)t;|
