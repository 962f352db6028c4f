# The loop over NC comes before the loop over C, so on a tie between them the unclamped index wins.
# function: dantzig_maxstep
# set: B
# shows when: a clamped force falling to zero and an unclamped acceleration falling to zero allow exactly the same step (and d does not): the reference unclamps the C index, this clamps the NC index
/^double dantzig_maxstep/,/END SOLUTION/{
s/s->set\[i\] == CF_SET_CLAMPED ? dantzig_step_clamped(s, i)/s->set[i] == CF_SET_UNCLAMPED ? dantzig_step_unclamped(s, i)/
t
s/s->set\[i\] == CF_SET_UNCLAMPED ? dantzig_step_unclamped(s, i)/s->set[i] == CF_SET_CLAMPED ? dantzig_step_clamped(s, i)/
}
