# bilateral_maxstep: the test is turned round: it skips the contacts in C and considers the joints.
# expect: in C, a bilateral row, but bilateral_maxstep must ignore every joint: its force may be negative and it never
/^double bilateral_maxstep/,/^}/ s|s->p->rows\[i\].kind != CF_ROW_BILATERAL|s->p->rows[i].kind == CF_ROW_BILATERAL|
