# Tests the fall of a clamped force with a bare delta f_i < 0 instead of dantzig_f_falls.
# function: dantzig_step_clamped
# set: A
s/return dantzig_f_falls(s, i) ? -s->f\[i\] \/ s->df\[i\] : INFINITY;/return s->df[i] < 0.0 ? -s->f[i] \/ s->df[i] : INFINITY;/
