# cone_pivot: a driven friction that sticks leaves s->driven set, so the next drive still moves it.
/^int cone_pivot/,/^}/ { /case M_DRIVEN_FRICTION_STICKS:/,/return 1;/ s|^        s->driven = -1;$|        (void)0;| }
