# Returns a step that roundoff made slightly negative as it is, stepping backwards.
# function: dantzig_maxstep
# set: A
/^    if (j >= 0 && step < 0\.0)$/,+1d
