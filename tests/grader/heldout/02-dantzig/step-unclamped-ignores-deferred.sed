# Forgets the deferred flag: a redundant index waiting in NC still limits the step.
# function: dantzig_step_unclamped
# set: A
s/return !s->deferred\[i\] && dantzig_a_falls(s, i)/return dantzig_a_falls(s, i)/
