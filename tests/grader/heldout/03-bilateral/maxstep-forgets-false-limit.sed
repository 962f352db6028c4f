# bilateral_maxstep does not ask dantzig_false_limit, so a clamped force falling by roundoff while a_d stands still limits the step.
# function: bilateral_maxstep
# set: B
# shows when: a_d does not rise and the only limit is a clamped contact force falling below 1e-9 of max|delta f| (a nearly singular A_CC): the reference reports the ray (j = -1), this takes a huge step and unclamps
/^double bilateral_maxstep/,/END SOLUTION/{
/if (dantzig_false_limit(s, d, j))/,/j = -1;/d
}
