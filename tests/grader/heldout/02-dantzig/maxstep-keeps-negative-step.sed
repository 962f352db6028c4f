# A negative step (a clamped force or an unclamped acceleration a hair below zero) is returned as it is, not raised to 0.
# function: dantzig_maxstep
# set: B
# shows when: roundoff left a clamped f_i slightly negative (or an unclamped a_i slightly negative) and it falls: the reference steps 0, this steps backwards
/^double dantzig_maxstep/,/END SOLUTION/{
/if (j >= 0 && step < 0\.0)/,/step = 0\.0;/d
}
