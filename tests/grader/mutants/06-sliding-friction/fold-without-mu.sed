# fold_sliding_friction: the friction column is folded without mu.
# expect: fold_sliding_friction, one sliding contact (mu
/^static void fold_sliding_friction/,/^}/ s|-= row->mu \* row->slide \* p->A|-= row->slide * p->A|
