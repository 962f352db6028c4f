# ray->da is computed as A f (from where the ray starts) instead of A delta f.
# function: hand_over_ray
# set: B
# shows when: any inconsistent configuration: ray->da is A f, not the direction of change of the accelerations
/^static void hand_over_ray/,/END SOLUTION/{
s/cf_matvec(p->n, p->A, df, ray->da);/cf_matvec(p->n, p->A, f, ray->da);/
}
