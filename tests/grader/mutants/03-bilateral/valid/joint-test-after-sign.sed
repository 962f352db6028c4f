# maxstep asks whether the force falls before whether the index is a joint (the same condition, another order).
/^static double maxstep/,/^}/ s|if (s->set\[i\] == CF_SET_CLAMPED && s->p->rows\[i\].kind != CF_ROW_BILATERAL|if (s->set[i] == CF_SET_CLAMPED \&\& s->df[i] < -force_noise|
/^static double maxstep/,/^}/ s|            && s->df\[i\] < -force_noise) {|            \&\& s->p->rows[i].kind != CF_ROW_BILATERAL) {|
