# pivot: a driven friction that sticks leaves s->driven set, so the next drive still moves it.
# expect: is no longer the driven one
/^static int pivot/,/^}/ {
/case M_DRIVEN_FRICTION_STICKS:/,/return 1;/ s|^        s->driven = -1;$|        (void)0;|
}
