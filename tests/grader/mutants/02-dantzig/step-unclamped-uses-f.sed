# dantzig_step_unclamped: the unclamped step uses f instead of a, s = -f_i / delta a_i.
# expect: check dantzig_step_unclamped and the NC loop of dantzig_maxstep (unclamped accelerations with delta a_i
/^double dantzig_step_unclamped/,/^}/ s|-s->a\[i\] / s->da\[i\]|-s->f[i] / s->da[i]|
