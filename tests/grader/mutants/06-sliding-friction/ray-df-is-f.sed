# hand_over_ray: ray->df receives f instead of delta f.
/^static void hand_over_ray/,/^}/ s|ray->df\[i\] = df\[i\];|ray->df[i] = f[i];|
