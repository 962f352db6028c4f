# Never asks dantzig_false_limit, so a clamped force's roundoff fall cuts off a real ray.
# function: bilateral_maxstep
# set: A
/^    if (dantzig_false_limit(s, d, j))$/,+1d
