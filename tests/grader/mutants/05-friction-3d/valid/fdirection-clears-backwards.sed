# fdirection clears delta f from the last row down.
/^static cf_status fdirection/,/^}/ {
/^    for (int i = 0; i < n; i++)$/ { N; /s->df\[i\] = 0.0;/ s|for (int i = 0; i < n; i++)|for (int i = n - 1; i >= 0; i--)| }
}
