# dantzig_step_clamped: a clamped force's step with the wrong sign, s = f_i / delta f_i.
# expect: check dantzig_step_clamped and the C loop of dantzig_maxstep (clamped forces with delta f_i
/^double dantzig_step_clamped/,/^}/ s|-s->f\[i\] / s->df\[i\]|s->f[i] / s->df[i]|
