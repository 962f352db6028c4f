# maxstep: the C loop starts at index 1, so a clamped force at index 0 never limits the step.
# expect: a clamped force at index 0 limits the step
/^static double maxstep/,/^}/ {
/^    for (int i = 0; i < s->n; i++) {$/ { N; /CF_SET_CLAMPED/ s|int i = 0;|int i = 1;| }
}
