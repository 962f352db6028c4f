# maxstep never asks dantzig_false_limit: a clamped force falling by roundoff while a_d stands still is taken as a real limit.
# function: dantzig_maxstep
# set: B
# shows when: a_d does not rise and the only limit is a clamped force whose delta f is below 1e-9 of max|delta f| (a nearly singular A_CC): the reference reports the ray, this takes a huge step and unclamps
/^double dantzig_maxstep/,/END SOLUTION/{
/if (dantzig_false_limit(s, d, j))/,/j = -1;/d
}
