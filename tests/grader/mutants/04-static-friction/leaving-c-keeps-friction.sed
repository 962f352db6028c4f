# pivot: a normal leaving C keeps its friction (release_friction is never called): the friction keeps its state and is not processed again when the normal returns.
# expect: status unbounded-ray, but this problem has a solution: nothing limited a step: the bound moves with f_N (mu
/^static int pivot/,/^}/ s|^\( *\)release_friction(s, j);|\1(void)release_friction;|
