# dantzig_maxstep: both loops start at index 1, so contact 0 is never a candidate (off by one).
# expect: check dantzig_step_clamped and the C loop of dantzig_maxstep (clamped forces with delta f_i
/^double dantzig_maxstep/,/^}/ s|for (int i = 0; i < s->n; i++)|for (int i = 1; i < s->n; i++)|
