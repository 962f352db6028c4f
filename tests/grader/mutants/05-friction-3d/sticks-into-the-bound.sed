# cone_pivot: a driven friction whose a_T reached 0 is put at the bound instead of in C_F.
# expect: a drive of another index: a drive must end only when the driven index reaches its new state (cone_pivot
/^int cone_pivot/,/^}/ { /case M_DRIVEN_FRICTION_STICKS:/,/return 1;/ s|cone_set_state(s, contact, CONE_STICKING);|cone_set_state(s, contact, CONE_AT_BOUND);| }
