# dantzig_maxstep: both loops start at index 1, so contact 0 is never a candidate (off by one).
/^double dantzig_maxstep/,/^}/ s|for (int i = 0; i < s->n; i++)|for (int i = 1; i < s->n; i++)|
