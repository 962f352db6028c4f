# Lets only an unclamped acceleration that is still positive limit the step, so one already at zero may go negative.
# function: dantzig_step_unclamped
# set: A
s/return !s->deferred\[i\] && dantzig_a_falls(s, i)/return !s->deferred[i] \&\& s->a[i] > 0.0 \&\& dantzig_a_falls(s, i)/
