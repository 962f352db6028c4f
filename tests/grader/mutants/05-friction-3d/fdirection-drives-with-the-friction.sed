# cone_fdirection: a driven friction is pushed along -w, with a_T instead of against it.
# expect: status unbounded-ray, but this problem has a solution: nothing limited a step: the friction's bound is a
/^cf_status cone_fdirection/,/^}/ {
    s|dz->df\[cone_t1(s, s->driven)\] = s->u\[2 \* s->driven\];|dz->df[cone_t1(s, s->driven)] = -s->u[2 * s->driven];|
    s|dz->df\[cone_t2(s, s->driven)\] = s->u\[2 \* s->driven + 1\];|dz->df[cone_t2(s, s->driven)] = -s->u[2 * s->driven + 1];|
}
