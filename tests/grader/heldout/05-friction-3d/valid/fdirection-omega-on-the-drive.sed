# The drive itself is set to omega (omega u for a friction, omega and omega mu u for a normal) before the solve, so the solved unknowns come out scaled already and no last scaling is needed.
# function: cone_fdirection
# set: B
# shows when: never: the clamped system is linear in the drive and omega is +1 or -1
/^cf_status cone_fdirection/,/END SOLUTION/{
s/dz->df\[cone_t1(s, s->driven)\] = s->u\[2 \* s->driven\];/dz->df[cone_t1(s, s->driven)] = s->base.omega * s->u[2 * s->driven];/
s/dz->df\[cone_t2(s, s->driven)\] = s->u\[2 \* s->driven + 1\];/dz->df[cone_t2(s, s->driven)] = s->base.omega * s->u[2 * s->driven + 1];/
s/dz->df\[d\] = 1\.0;/dz->df[d] = s->base.omega;/
s/dz->df\[cone_t1(s, d)\] = cone_mu(s, d) \* s->u\[2 \* d\];/dz->df[cone_t1(s, d)] = s->base.omega * cone_mu(s, d) * s->u[2 * d];/
s/dz->df\[cone_t2(s, d)\] = cone_mu(s, d) \* s->u\[2 \* d + 1\];/dz->df[cone_t2(s, d)] = s->base.omega * cone_mu(s, d) * s->u[2 * d + 1];/
/^    for (int i = 0; i < n; i++)$/{
N
/dz->df\[i\] \*= s->base\.omega;/d
}
}
