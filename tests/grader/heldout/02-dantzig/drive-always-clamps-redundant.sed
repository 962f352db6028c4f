# An unclamped index that reaches zero always joins C; the redundant case is not handled.
# function: dantzig_drive_to_zero
# set: B
# shows when: an index whose column is a combination of C's reaches zero (a cube with four contacts on a plane): the reference defers it with CF_MOVE_OTHER, this clamps it (a different pivot, a singular A_CC, possibly zero-step cycling)
/^cf_status dantzig_drive_to_zero/,/END SOLUTION/{
s/} else if (!redundant(s, j)) {/} else if (1) { (void)redundant;/
}
