# Returns INFINITY instead of 0 for a driven d already at zero, reading "nothing left to raise" as "d sets no limit".
# function: dantzig_step_driven
# set: A
/^double dantzig_step_driven/,/END SOLUTION/{
/^    if (dantzig_reached_zero(s, d))$/{
n
s/return 0\.0;/return INFINITY;/
}
}
