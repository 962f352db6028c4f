# A friction at the bound whose u . a_T rises to zero is set back to "not yet processed" instead of sticking.
# function: cone_pivot
# set: B
# shows when: during a drive a friction at the cone unsticks (M_BOUND_UNSTICKS): it must join C_F at once, not be dropped and driven again later
/^int cone_pivot/,/END SOLUTION/{
/case M_BOUND_UNSTICKS:/,/return 0;/ s/cone_set_state(s, contact, CONE_STICKING);/cone_set_state(s, contact, CONE_UNPROCESSED);/
}
