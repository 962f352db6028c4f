# Writes d's candidate inline as -a_d / delta a_d when a_d rises, leaving out stage 2's case of a driven contact already at zero.
# function: bilateral_maxstep
# set: A
s/^    double step = dantzig_step_driven(s, d);$/    double step = dantzig_a_rises(s, d) ? -s->a[d] \/ s->da[d] : INFINITY;/
