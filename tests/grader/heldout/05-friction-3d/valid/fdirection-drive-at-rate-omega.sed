# cone_fdirection drives at rate omega from the start (omega times w, or omega on the normal and omega mu u on its friction) instead of scaling delta f by omega at the end.
# function: cone_fdirection
# set: A
/^cf_status cone_fdirection/,/END SOLUTION/{
s/= s->u\[2 \* s->driven\];/= s->base.omega * s->u[2 * s->driven];/
s/= s->u\[2 \* s->driven + 1\];/= s->base.omega * s->u[2 * s->driven + 1];/
s/dz->df\[d\] = 1\.0;/dz->df[d] = s->base.omega;/
s/= cone_mu(s, d) \* s->u/= s->base.omega * cone_mu(s, d) * s->u/
/for (int i = 0; i < n; i++)$/{
N
/\*= s->base\.omega/d
}
}
