# hand_over_ray: delta a = A delta f is computed before delta f is unfolded.
# expect: hand_over_ray, one sliding contact: the ray as the caller needs it: ray->da
/^static void hand_over_ray/,/^}/ {
    /^    unfold(p, df);/d
    s|^    cf_matvec(p->n, p->A, df, ray->da);|&\n    unfold(p, df);|
}
