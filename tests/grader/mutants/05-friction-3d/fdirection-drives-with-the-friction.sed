# cone_fdirection: a driven friction is pushed along -w, with a_T instead of against it.
/^cf_status cone_fdirection/,/^}/ {
    s|dz->df\[cone_t1(s, s->driven)\] = s->u\[2 \* s->driven\];|dz->df[cone_t1(s, s->driven)] = -s->u[2 * s->driven];|
    s|dz->df\[cone_t2(s, s->driven)\] = s->u\[2 \* s->driven + 1\];|dz->df[cone_t2(s, s->driven)] = -s->u[2 * s->driven + 1];|
}
