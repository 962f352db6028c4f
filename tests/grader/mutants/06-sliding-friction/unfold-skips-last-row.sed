# unfold: the loop stops before the last row, so the last dynamic row keeps f = 0.
# expect: violates dynamic friction
/^static void unfold/,/^}/ s|for (int t = 0; t < p->n; t++)|for (int t = 0; t < p->n - 1; t++)|
