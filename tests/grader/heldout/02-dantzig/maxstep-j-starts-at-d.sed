# The limiting index starts as d even when d's candidate is infinite.
# function: dantzig_maxstep
# set: B
# shows when: nothing limits the step (a_d does not rise, no force or acceleration falls): the reference returns j = -1 (an unbounded ray), this returns j = d with an infinite step
/^double dantzig_maxstep/,/END SOLUTION/{
s/int j = isfinite(step) ? d : -1;/int j = d;/
}
