# cone_pivot: a friction at its cone whose a_T falls back to zero stays at the cone (its state is not set to C_F).
/^int cone_pivot/,/^}/ { /case M_BOUND_UNSTICKS:/,/return 0;/ s|cone_set_state(s, contact, CONE_STICKING);|(void)contact;| }
