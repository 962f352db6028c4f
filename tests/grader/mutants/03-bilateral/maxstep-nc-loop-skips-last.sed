# maxstep: the NC loop stops before the last index, so an unclamped acceleration at index n - 1 never limits the step.
# expect: an unclamped acceleration at the last index limits the step
/^static double maxstep/,/^}/ {
/^    for (int i = 0; i < s->n; i++) {$/ { N; /CF_SET_UNCLAMPED/ s|i < s->n;|i < s->n - 1;| }
}
