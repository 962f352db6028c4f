# cone_pivot: a driven friction whose a_T reached 0 is put at the bound instead of in C_F.
/^int cone_pivot/,/^}/ { /case M_DRIVEN_FRICTION_STICKS:/,/return 1;/ s|cone_set_state(s, contact, CONE_STICKING);|cone_set_state(s, contact, CONE_AT_BOUND);| }
