# The frictions at a bound follow their normals by a loop over the normal rows, reaching each one's friction through s->friction_of.
# function: fdirection
# set: B
# shows when: never: the same frictions follow the same normals with the same arithmetic
/^static cf_status fdirection/,/END SOLUTION/{
/^    for (int t = 0; t < n; t++)$/{
N
N
s/^    for (int t = 0; t < n; t++)\n        if (is_friction(dz, t))\n            df\[t\] += bound_factor(dz, t) \* df\[dz->p->rows\[t\]\.normal\];$/    for (int i = 0; i < n; i++) {\
        int t = s->friction_of[i];\
        if (t >= 0)\
            df[t] += bound_factor(dz, t) * df[i];\
    }/
}
}
