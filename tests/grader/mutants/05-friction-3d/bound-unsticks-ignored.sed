# cone_pivot: a friction at its cone whose a_T falls back to zero stays at the cone (its state is not set to C_F).
# expect: the forces pass the certifier but not this problem's: check where each friction ends (cone_pivot: C_F when
/^int cone_pivot/,/^}/ { /case M_BOUND_UNSTICKS:/,/return 0;/ s|cone_set_state(s, contact, CONE_STICKING);|(void)contact;| }
