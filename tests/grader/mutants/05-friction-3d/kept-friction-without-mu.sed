# cone_fdirection: a driven normal's friction that kept its place grows as u delta f_N, without mu.
# expect: the step differs from the algorithm's: check cone_fdirection (delta f cleared, the drive's part, every
/^cf_status cone_fdirection/,/^}/ {
    s|dz->df\[cone_t1(s, d)\] = cone_mu(s, d) \* s->u\[2 \* d\];|dz->df[cone_t1(s, d)] = s->u[2 * d];|
    s|dz->df\[cone_t2(s, d)\] = cone_mu(s, d) \* s->u\[2 \* d + 1\];|dz->df[cone_t2(s, d)] = s->u[2 * d + 1];|
}
