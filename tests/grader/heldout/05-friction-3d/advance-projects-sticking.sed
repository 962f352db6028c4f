# cone_advance puts back on its cone every friction that has been processed (sticking ones too), testing that the contact has friction and is not CONE_UNPROCESSED instead of that it is CONE_AT_BOUND.
# function: cone_advance
# set: A
/^void cone_advance/,/END SOLUTION/{
s/if (dz->p->rows\[i\]\.kind != CF_ROW_NORMAL || cone_state(s, i) != CONE_AT_BOUND)/if (dz->p->rows[i].kind != CF_ROW_NORMAL || cone_t1(s, i) < 0 || cone_state(s, i) == CONE_UNPROCESSED)/
}
