# fdirection: a driven friction is pushed along -w, with a_T instead of against it.
# expect: violates
/^static cf_status fdirection/,/^}/ {
s|s->df\[cone_t1(s, s->driven)\] = s->u\[2 \* s->driven\];|s->df[cone_t1(s, s->driven)] = -s->u[2 * s->driven];|
s|s->df\[cone_t2(s, s->driven)\] = s->u\[2 \* s->driven + 1\];|s->df[cone_t2(s, s->driven)] = -s->u[2 * s->driven + 1];|
}
