# hand_over_ray: delta f is handed over folded (the dynamic rows' entries 0), and delta a computed from it.
# expect: hand_over_ray, one sliding contact: the ray as the caller needs it: ray->df
/^static void hand_over_ray/,/^}/ { /^    unfold(p, df);/d; }
