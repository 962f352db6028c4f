# In the loop over NC a candidate equal to the current step replaces it (<= instead of <).
# function: bilateral_maxstep
# set: B
# shows when: an unclamped acceleration reaches zero at exactly the same step as d or a clamped contact force (or as an earlier unclamped index): the reference keeps the earlier choice, this takes the later unclamped index
/^double bilateral_maxstep/,/END SOLUTION/{
/CF_SET_UNCLAMPED ? dantzig_step_unclamped/,/step = candidate;/{
s/if (candidate < step)/if (candidate <= step)/
}
}
