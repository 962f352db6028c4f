# maxstep: the test is turned round: it skips the contacts in C and considers the joints.
# expect: check its C loop (clamped forces with delta f_i < 0)
/^static double maxstep/,/^}/ s|s->p->rows\[i\].kind != CF_ROW_BILATERAL|s->p->rows[i].kind == CF_ROW_BILATERAL|
