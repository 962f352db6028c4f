# hand_over_ray: ray->df receives f instead of delta f.
# expect: hand_over_ray, one sliding contact: the ray as the caller needs it: ray->df
/^static void hand_over_ray/,/^}/ s|ray->df\[i\] = df\[i\];|ray->df[i] = f[i];|
