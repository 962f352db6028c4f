# cone_advance puts the frictions at the bound on their cones first and adds step delta f afterwards, so f_T is left off the cone.
# function: cone_advance
# set: A
/^void cone_advance/,/END SOLUTION/{
/for (int i = 0; i < dz->n; i++)$/{
N
/dz->f\[i\] += step \* dz->df\[i\];/d
}
/dantzig_fresh_accelerations(dz);/i\
    for (int i = 0; i < dz->n; i++)\
        dz->f[i] += step * dz->df[i];
}
