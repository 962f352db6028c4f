# maxstep: the NC step uses f instead of a, s = -f_i / delta a_i.
/^static double maxstep/,/^}/ s|double candidate = -s->a\[i\] / s->da\[i\];|double candidate = -s->f[i] / s->da[i];|
