# cone_fdirection: delta f is never turned round by omega, so a drive whose path turned back keeps walking forward.
/^cf_status cone_fdirection/,/^}/ { /^    for (int i = 0; i < n; i++)$/ { N; /dz->df\[i\] \*= s->base.omega;/d } }
