# maxstep: a clamped force's step with the wrong sign, s = f_i / delta f_i.
# expect: maxstep's step for contact 0 in C is 0, but -f_i / delta f_i
/^static double maxstep/,/^}/ s|double candidate = -s->f\[i\] / s->df\[i\];|double candidate = s->f[i] / s->df[i];|
