# Starts the scan with j = d whatever d's candidate is, so when nothing limits the step maxstep returns j = d with an infinite step instead of j = -1.
# function: dantzig_maxstep
# set: A
/^double dantzig_maxstep/,/END SOLUTION/{
s/^    int j = isfinite(step) ? d : -1;$/    int j = d;/
}
