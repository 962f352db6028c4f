# cone_fdirection: delta f is never turned round by omega, so a drive whose path turned back keeps walking forward.
# expect: other: the bilateral block A_BB f_B = -b_B, or a correction): the step differs from the algorithm's: check
/^cf_status cone_fdirection/,/^}/ { /^    for (int i = 0; i < n; i++)$/ { N; /dz->df\[i\] \*= s->base.omega;/d } }
