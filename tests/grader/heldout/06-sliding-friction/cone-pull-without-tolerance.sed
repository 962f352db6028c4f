# A normal impulse is a pull when it is below 0, with no allowance for roundoff.
# function: stage6_impulse_in_cone
# set: B
# shows when: a normal impulse is negative by roundoff only (e.g. -1e-17 next to impulses of order 1): the reference accepts it, this rejects the impulse
/^int stage6_impulse_in_cone/,/END SOLUTION/{
s/P\[i\] < -zero)/P[i] < 0.0)/
}
