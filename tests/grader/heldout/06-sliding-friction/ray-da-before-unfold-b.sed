# delta a is computed from the folded delta f, before it is unfolded.
# function: hand_over_ray
# set: B
# shows when: an inconsistent configuration with a sliding contact whose normal force changes along the ray: ray->df is right but ray->da = A df misses the sliding friction's part (it is A times the folded direction)
/^static void hand_over_ray/,/END SOLUTION/{
/^ *unfold(p, df);$/d
/^ *cf_matvec(p->n, p->A, df, ray->da);$/a\
    unfold(p, df);
}
