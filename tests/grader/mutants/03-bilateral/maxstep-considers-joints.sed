# maxstep: a joint in C is a candidate like a contact, so a joint whose force falls to zero leaves C.
# expect: a bilateral row, but maxstep must ignore every joint
/^static double maxstep/,/^}/ s|if (s->set\[i\] == CF_SET_CLAMPED && s->p->rows\[i\].kind != CF_ROW_BILATERAL|if (s->set[i] == CF_SET_CLAMPED|
