# bilateral_maxstep: a joint in C is a candidate like a contact, so a joint whose force falls to zero leaves C.
# expect: in C, a bilateral row, but bilateral_maxstep must ignore every joint: its force may be negative and it never
/^double bilateral_maxstep/,/^}/ s|s->set\[i\] == CF_SET_CLAMPED && s->p->rows\[i\].kind != CF_ROW_BILATERAL|s->set[i] == CF_SET_CLAMPED|
