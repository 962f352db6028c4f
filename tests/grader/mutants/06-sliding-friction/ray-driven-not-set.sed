# hand_over_ray: ray->driven is never set, so the caller does not know which row's drive found the ray.
# expect: hand_over_ray, one sliding contact: the ray as the caller needs it: ray->driven
/^static void hand_over_ray/,/^}/ { /^    ray->driven = driven;/d; }
