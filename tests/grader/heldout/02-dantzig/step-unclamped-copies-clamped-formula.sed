# Copies the clamped candidate's formula -f_i / delta f_i into the unclamped one (only the test changed), so an unclamped index (f_i = 0, delta f_i = 0) never limits the step.
# function: dantzig_step_unclamped
# set: A
s/return !s->deferred\[i\] && dantzig_a_falls(s, i) ? -s->a\[i\] \/ s->da\[i\] : INFINITY;/return !s->deferred[i] \&\& dantzig_a_falls(s, i) ? -s->f[i] \/ s->df[i] : INFINITY;/
