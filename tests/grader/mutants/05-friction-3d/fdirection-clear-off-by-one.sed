# fdirection: the loop that clears delta f stops one index early.
# expect: violates
/^static cf_status fdirection/,/^}/ {
/^    for (int i = 0; i < n; i++)$/ { N; /s->df\[i\] = 0.0;/ s|i < n;|i < n - 1;| }
}
