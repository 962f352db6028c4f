# cone_fdirection turns delta f round only when the path turned back, negating each entry (omega is +1 or -1: the same numbers).
/^cf_status cone_fdirection/,/^}/ {
    /^    for (int i = 0; i < n; i++)$/ { N; /dz->df\[i\] \*= s->base.omega;/ s|.*|    if (s->base.omega < 0.0)\n        for (int i = 0; i < n; i++)\n            dz->df[i] = -dz->df[i];| }
}
