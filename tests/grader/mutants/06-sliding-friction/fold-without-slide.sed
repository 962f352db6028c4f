# fold_sliding_friction: the friction column is folded with mu but without the slide, as if every contact slid the same way.
# expect: fold_sliding_friction, one sliding contact (mu
/^static void fold_sliding_friction/,/^}/ s|-= row->mu \* row->slide \* p->A|-= row->mu * p->A|
