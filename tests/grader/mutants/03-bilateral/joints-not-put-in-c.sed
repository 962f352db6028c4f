# solve_bilateral_block: the joints are put in NC, so nothing holds them and they may leave.
# expect: every joint joins C at the start and never leaves it
/^static cf_status solve_bilateral_block/,/^}/ s|s->set\[i\] = CF_SET_CLAMPED;|s->set[i] = CF_SET_UNCLAMPED;|
