# cone_pivot: a sticking friction that reaches its cone stays sticking (to_bound not called).
# expect: the forces pass the certifier but not this problem's: check where each friction ends (cone_pivot: C_F when
/^int cone_pivot/,/^}/ { /case M_STICKING_TO_BOUND:/,/return 0;/ s|^        to_bound(s, contact);$|        (void)contact;| }
