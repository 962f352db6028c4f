# cone_pivot: a driven friction that sticks leaves s->driven set, so the next drive still moves it.
# expect: cone_pivot must make the move maxstep chose and return 1
/^int cone_pivot/,/^}/ { /case M_DRIVEN_FRICTION_STICKS:/,/return 1;/ s|^        s->driven = -1;$|        (void)0;| }
