# cone_pivot: a sticking friction that reaches its cone stays sticking (to_bound not called).
# expect: cone_pivot must make the move maxstep chose and return 1
/^int cone_pivot/,/^}/ { /case M_STICKING_TO_BOUND:/,/return 0;/ s|^        to_bound(s, contact);$|        (void)contact;| }
