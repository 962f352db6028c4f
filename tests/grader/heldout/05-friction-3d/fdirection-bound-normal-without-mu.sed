# A driven normal whose friction kept its place at the cone gets u on its tangent rows, forgetting the factor mu.
# function: cone_fdirection
# set: B
# shows when: a normal is driven again while its friction is still at the bound (it kept its direction when the normal let go), with mu != 1
/^cf_status cone_fdirection/,/END SOLUTION/{
s/dz->df\[cone_t1(s, d)\] = cone_mu(s, d) \* s->u\[2 \* d\];/dz->df[cone_t1(s, d)] = s->u[2 * d];/
s/dz->df\[cone_t2(s, d)\] = cone_mu(s, d) \* s->u\[2 \* d + 1\];/dz->df[cone_t2(s, d)] = s->u[2 * d + 1];/
}
