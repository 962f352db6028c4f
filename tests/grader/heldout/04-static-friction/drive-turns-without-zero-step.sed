# drive_to_zero turns the path back whenever a move undoes the last one on the same index, without asking that the step be zero.
# function: drive_to_zero
# set: A
/^static cf_status drive_to_zero/,/END SOLUTION/{
s/if (j == last_j && undoes(move, last_move) && dantzig_is_zero_step(dz, step))/if (j == last_j \&\& undoes(move, last_move))/
}
