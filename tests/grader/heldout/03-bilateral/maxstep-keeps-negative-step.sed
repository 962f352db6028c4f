# A negative step from roundoff is returned as it is instead of being raised to 0.
# function: bilateral_maxstep
# set: B
# shows when: a clamped contact force or an unclamped acceleration is a hair below zero and falls: the reference steps 0, this steps backwards
/^double bilateral_maxstep/,/END SOLUTION/{
/if (j >= 0 && step < 0\.0)/,/step = 0\.0;/d
}
