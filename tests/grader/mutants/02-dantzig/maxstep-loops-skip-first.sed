# maxstep: both loops start at index 1, so contact 0 is never a candidate (off by one).
# expect: past the point where contact 0 in C reaches zero
# expect: check its C loop
/^static double maxstep/,/^}/ s|for (int i = 0; i < s->n; i++)|for (int i = 1; i < s->n; i++)|
