# When the false limit is dropped (j = -1) the finite step is still returned instead of INFINITY.
# function: dantzig_maxstep
# set: B
# shows when: a_d does not rise and a clamped force falls by roundoff only: j is -1 but the returned step is that force's finite candidate, not INFINITY
/^double dantzig_maxstep/,/END SOLUTION/{
s/return j >= 0 ? step : INFINITY;/return step;/
}
