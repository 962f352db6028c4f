# cone_fdirection drives a friction along -u of the driven contact, reading "against a_T" into w = s->u, which already points against a_T.
# function: cone_fdirection
# set: A
/^cf_status cone_fdirection/,/END SOLUTION/{
s/dz->df\[cone_t1(s, s->driven)\] = s->u\[2 \* s->driven\];/dz->df[cone_t1(s, s->driven)] = -s->u[2 * s->driven];/
s/dz->df\[cone_t2(s, s->driven)\] = s->u\[2 \* s->driven + 1\];/dz->df[cone_t2(s, s->driven)] = -s->u[2 * s->driven + 1];/
}
