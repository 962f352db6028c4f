# hand_over_ray: the copy of f and delta f stops one row short.
# expect: hand_over_ray, one sliding contact: the ray as the caller needs it: ray->f
/^static void hand_over_ray/,/^}/ s|for (int i = 0; i < p->n; i++) {|for (int i = 0; i < p->n - 1; i++) {|
