# cone_fdirection: the loop that clears delta f stops one index early.
# expect: cone_fdirection, every entry of delta f set: a normal out of C as the last row: delta f
/^cf_status cone_fdirection/,/^}/ { /^    for (int i = 0; i < n; i++)$/ { N; /dz->df\[i\] = 0.0;/ s|i < n;|i < n - 1;| } }
