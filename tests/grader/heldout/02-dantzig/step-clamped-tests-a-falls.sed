# Asks dantzig_a_falls (the test of an acceleration) instead of dantzig_f_falls for a clamped force, so a clamped force that falls never limits the step.
# function: dantzig_step_clamped
# set: A
s/return dantzig_f_falls(s, i) ? -s->f\[i\] \/ s->df\[i\] : INFINITY;/return dantzig_a_falls(s, i) ? -s->f[i] \/ s->df[i] : INFINITY;/
