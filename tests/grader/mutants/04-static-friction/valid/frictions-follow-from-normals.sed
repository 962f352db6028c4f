# fdirection makes the frictions at a bound follow their normals by a loop over the normals (friction_of) instead of over the friction rows.
/^static cf_status fdirection/,/^}/ { /^    for (int t = 0; t < n; t++)$/ { N; N; s|.*|    for (int i = 0; i < n; i++)\n        if (s->friction_of[i] >= 0)\n            df[s->friction_of[i]] += bound_factor(dz, s->friction_of[i]) * df[i];| } }
