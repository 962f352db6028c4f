# dantzig_maxstep: the C loop runs from the last index down, so of two clamped forces that reach zero together the later index wins.
# expect: dantzig_maxstep chose contact
/^double dantzig_maxstep/,/^}/ { /for (int i = 0; i < s->n; i++) {/ { N; s|for (int i = 0; i < s->n; i++) {\(\n.*CF_SET_CLAMPED\)|for (int i = s->n - 1; i >= 0; i--) {\1| } }
