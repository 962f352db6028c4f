# cone_pivot: a friction at its cone whose a_T falls back to zero stays at the cone (its state is not set to C_F).
# expect: cone_pivot must make the move maxstep chose and return 1
/^int cone_pivot/,/^}/ { /case M_BOUND_UNSTICKS:/,/return 0;/ s|cone_set_state(s, contact, CONE_STICKING);|(void)contact;| }
