# The frictions at the bound are put back on their cones first, and only then is f advanced by step delta f.
# function: cone_advance
# set: B
# shows when: a friction at the bound turns or its normal force changes during the step: after the step f_T is off its cone
/^void cone_advance/,/END SOLUTION/{
/^    for (int i = 0; i < dz->n; i++)$/{
N
/dz->f\[i\] += step \* dz->df\[i\];/d
}
/^    dantzig_fresh_accelerations(dz);$/i\
    for (int i = 0; i < dz->n; i++)\
        dz->f[i] += step * dz->df[i];
}
