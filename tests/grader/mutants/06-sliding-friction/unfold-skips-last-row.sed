# unfold: the loop stops before the last row, so a dynamic row listed last keeps f = 0.
# expect: unfold, two sliding contacts, their dynamic rows last and in the other order: f
/^static void unfold/,/^}/ s|for (int t = 0; t < p->n; t++)|for (int t = 0; t < p->n - 1; t++)|
