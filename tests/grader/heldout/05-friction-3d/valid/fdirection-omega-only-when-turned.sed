# cone_fdirection scales delta f by omega only when omega is not 1 (the path has turned back), since a scale by 1 changes nothing.
# function: cone_fdirection
# set: A
/^cf_status cone_fdirection/,/END SOLUTION/{
/^    for (int i = 0; i < n; i++)$/{
N
s/^    for (int i = 0; i < n; i++)\n        dz->df\[i\] \*= s->base\.omega;$/    if (s->base.omega != 1.0)\
        for (int i = 0; i < n; i++)\
            dz->df[i] *= s->base.omega;/
}
}
