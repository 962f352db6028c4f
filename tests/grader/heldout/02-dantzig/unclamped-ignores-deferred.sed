# The unclamped candidate forgets that a deferred (redundant) index waiting in NC limits nothing.
# function: dantzig_step_unclamped
# set: B
# shows when: a redundant contact reaches zero and is deferred: its roundoff fall limits the next step again with size zero, over and over, until the pivot limit (e.g. a cube with four contacts on a plane)
/^double dantzig_step_unclamped/,/END SOLUTION/{
s/!s->deferred\[i\] && //
}
