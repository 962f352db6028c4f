# cone_pivot reads M_BOUND_UNSTICKS as the friction coming free: f_T = 0 and back to not yet processed, instead of sticking (C_F).
# function: cone_pivot
# set: A
/^int cone_pivot/,/END SOLUTION/{
/case M_BOUND_UNSTICKS:/,/return 0;/{
s/^        cone_set_state(s, contact, CONE_STICKING);$/        dz->f[cone_t1(s, contact)] = dz->f[cone_t2(s, contact)] = 0.0;\
        cone_set_state(s, contact, CONE_UNPROCESSED);/
}
}
