# In the loop over C a candidate equal to the current step replaces it (<= instead of <).
# function: dantzig_maxstep
# set: B
# shows when: a clamped force allows exactly the same step as d, or two clamped forces tie: the reference keeps d (or the first), this takes the later clamped index
/^double dantzig_maxstep/,/END SOLUTION/{
/CF_SET_CLAMPED ? dantzig_step_clamped/,/step = candidate;/{
s/if (candidate < step)/if (candidate <= step)/
}
}
