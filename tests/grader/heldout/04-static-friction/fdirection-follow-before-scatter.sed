# fdirection makes the frictions at a bound follow their normals before scattering x, so they follow the zero delta f_N left by the clearing instead of the solved one.
# function: fdirection
# set: A
/^static cf_status fdirection/,/END SOLUTION/{
/^    for (int t = 0; t < n; t++)$/,/^            df\[t\] += bound_factor(dz, t) \* df\[dz->p->rows\[t\]\.normal\];$/d
s/^    cf_status status = friction2d_solve_clamped(s, k);$/    for (int t = 0; t < n; t++)\
        if (is_friction(dz, t))\
            df[t] += bound_factor(dz, t) * df[dz->p->rows[t].normal];\
&/
}
