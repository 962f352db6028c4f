# The driven candidate forgets the case of a_d already at zero and only asks whether a_d rises.
# function: dantzig_step_driven
# set: B
# shows when: after a tie another index joined C at the same step as d, a_d is zero to roundoff and delta a_d does not rise: the reference steps 0 and ends the drive, this reports no limit (an unbounded ray or a pivot of another index)
/^double dantzig_step_driven/,/END SOLUTION/{
/dantzig_reached_zero(s, d)/,/return 0\.0;/d
}
