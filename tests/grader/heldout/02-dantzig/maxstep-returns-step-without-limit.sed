# Returns the step found even when dantzig_false_limit has set j = -1, instead of INFINITY.
# function: dantzig_maxstep
# set: A
s/^    return j >= 0 ? step : INFINITY;$/    return step;/
