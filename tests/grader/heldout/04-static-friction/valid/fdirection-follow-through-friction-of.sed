# fdirection makes the frictions at a bound follow their normals by a loop over the normal rows through s->friction_of, instead of over the friction rows through rows[t].normal.
# function: fdirection
# set: A
/^static cf_status fdirection/,/END SOLUTION/{
s/for (int t = 0; t < n; t++)$/for (int i = 0; i < n; i++)/
s/if (is_friction(dz, t))$/if (s->friction_of[i] >= 0)/
s/df\[t\] += bound_factor(dz, t) \* df\[dz->p->rows\[t\]\.normal\];/df[s->friction_of[i]] += bound_factor(dz, s->friction_of[i]) * df[i];/
}
