# hand_over_ray computes ray->da = A df before unfolding df, so delta a leaves out the dynamic rows' friction.
# function: hand_over_ray
# set: A
/^static void hand_over_ray/,/END SOLUTION/{
/^ *unfold(p, df);$/d
/cf_matvec(p->n, p->A, df, ray->da);/a\
    unfold(p, df);
}
