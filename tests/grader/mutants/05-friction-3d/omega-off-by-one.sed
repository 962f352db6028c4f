# cone_fdirection: the loop that turns delta f round (times omega) skips the last index.
/^cf_status cone_fdirection/,/^}/ { /^    for (int i = 0; i < n; i++)$/ { N; /dz->df\[i\] \*= s->base.omega;/ s|i < n;|i < n - 1;| } }
