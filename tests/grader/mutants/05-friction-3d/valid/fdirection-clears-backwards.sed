# cone_fdirection clears delta f from the last row down.
/^cf_status cone_fdirection/,/^}/ { /^    for (int i = 0; i < n; i++)$/ { N; /dz->df\[i\] = 0.0;/ s|for (int i = 0; i < n; i++)|for (int i = n - 1; i >= 0; i--)| } }
