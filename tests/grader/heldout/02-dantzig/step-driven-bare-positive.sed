# Tests the rise of a_d with a bare delta a_d > 0 instead of dantzig_a_rises, so roundoff counts as a rise.
# function: dantzig_step_driven
# set: A
s/^    if (dantzig_a_rises(s, d))$/    if (s->da[d] > 0.0)/
