# cone_fdirection: the loop that turns delta f round (times omega) skips the last index.
# expect: other: the bilateral block A_BB f_B = -b_B, or a correction): the step differs from the algorithm's: check
/^cf_status cone_fdirection/,/^}/ { /^    for (int i = 0; i < n; i++)$/ { N; /dz->df\[i\] \*= s->base.omega;/ s|i < n;|i < n - 1;| } }
