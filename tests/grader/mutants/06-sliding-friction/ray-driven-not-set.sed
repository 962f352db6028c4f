# hand_over_ray: ray->driven is never set, so the caller does not know which row's drive found the ray.
/^static void hand_over_ray/,/^}/ { /^    ray->driven = driven;/d; }
