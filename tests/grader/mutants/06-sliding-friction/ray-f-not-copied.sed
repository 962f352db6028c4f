# hand_over_ray: the start of the ray, f, is not copied into ray->f.
# expect: hand_over_ray, one sliding contact: the ray as the caller needs it: ray->f
/^static void hand_over_ray/,/^}/ { /^        ray->f\[i\] = f\[i\];/d; }
