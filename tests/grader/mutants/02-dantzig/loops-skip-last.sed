# dantzig_maxstep: both loops stop before the last index (i < n - 1), so the last contact is never a candidate.
/^double dantzig_maxstep/,/^}/ s|for (int i = 0; i < s->n; i++)|for (int i = 0; i < s->n - 1; i++)|
