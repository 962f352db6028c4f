# advance: the step f += s delta f starts at index 1.
# expect: violates
/^static void advance/,/^}/ {
/^    for (int i = 0; i < s->n; i++)$/ { N; /s->f\[i\] += step/ s|int i = 0;|int i = 1;| }
}
