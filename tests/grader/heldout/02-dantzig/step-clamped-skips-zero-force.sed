# Lets only a clamped force that is still positive limit the step, thinking a force already at zero has nothing left to lose.
# function: dantzig_step_clamped
# set: A
s/return dantzig_f_falls(s, i) ? -s->f\[i\] \/ s->df\[i\] : INFINITY;/return s->f[i] > 0.0 \&\& dantzig_f_falls(s, i) ? -s->f[i] \/ s->df[i] : INFINITY;/
