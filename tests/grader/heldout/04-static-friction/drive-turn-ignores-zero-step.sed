# The path is turned back whenever the same index undoes its last move, without checking that the step is zero.
# function: drive_to_zero
# set: B
# shows when: an index undoes its previous move (e.g. a friction that reached its bound unsticks again, or a normal that joined C leaves) after a step of positive length
/^static cf_status drive_to_zero/,/END SOLUTION/{
s/if (j == last_j && undoes(move, last_move) && dantzig_is_zero_step(dz, step)) {/if (j == last_j \&\& undoes(move, last_move)) {/
}
