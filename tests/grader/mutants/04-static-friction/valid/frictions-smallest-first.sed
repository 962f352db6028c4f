# next_friction takes the waiting friction with the smallest |a_F| first instead of the largest (the order among frictions waiting is not prescribed).
/^static int next_friction/,/^}/ s/&& (best < 0 || fabs(dz->a\[i\]) > fabs(dz->a\[best\])))/\&\& (best < 0 || fabs(dz->a[i]) < fabs(dz->a[best])))/
