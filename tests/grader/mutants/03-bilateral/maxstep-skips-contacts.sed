# bilateral_maxstep: the test is turned round: it skips the contacts in C and considers the joints.
/^double bilateral_maxstep/,/^}/ s|s->p->rows\[i\].kind != CF_ROW_BILATERAL|s->p->rows[i].kind == CF_ROW_BILATERAL|
