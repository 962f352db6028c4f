# cone_fdirection computes delta a before scaling delta f by omega, so delta a does not turn back with delta f.
# function: cone_fdirection
# set: A
/^cf_status cone_fdirection/,/END SOLUTION/{
/for (int i = 0; i < n; i++)$/{
N
/\*= s->base\.omega/d
}
/dantzig_delta_a(dz);/a\
    for (int i = 0; i < n; i++)\
        dz->df[i] *= s->base.omega;
}
