# maxstep: the C loop runs from the last index down, so of two clamped forces that reach zero at the same step the higher index leaves C.
# expect: the lower index must leave C first
/^static double maxstep/,/^}/ {
/^    for (int i = 0; i < s->n; i++) {$/ { N; /CF_SET_CLAMPED/ s|for (int i = 0; i < s->n; i++)|for (int i = s->n - 1; i >= 0; i--)| }
}
