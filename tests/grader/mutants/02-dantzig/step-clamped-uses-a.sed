# dantzig_step_clamped: the clamped step uses a instead of f, s = -a_i / delta f_i.
/^double dantzig_step_clamped/,/^}/ s|-s->f\[i\] / s->df\[i\]|-s->a[i] / s->df[i]|
