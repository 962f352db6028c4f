# bilateral_solve_block: the joints are put in NC, so nothing holds them and they may leave.
# expect: is in NC: every joint joins C at the start and never leaves it (Baraff
/^cf_status bilateral_solve_block/,/^}/ s|s->set\[i\] = CF_SET_CLAMPED;|s->set[i] = CF_SET_UNCLAMPED;|
