# cone_pivot: a driven friction that reaches its cone leaves s->driven set, so the next drive still moves it.
# expect: and a normal that leaves C releases its friction (cone_pivot calls cone_release_friction
/^int cone_pivot/,/^}/ { /case M_DRIVEN_FRICTION_AT_BOUND:/,/return 1;/ s|^        s->driven = -1;$|        (void)0;| }
