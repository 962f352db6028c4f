# bilateral_maxstep: the C loop runs from the last index down, so of two clamped forces that reach zero at the same step the higher index leaves C.
# expect: bilateral_maxstep chose contact
/^double bilateral_maxstep/,/^}/ { /for (int i = 0; i < s->n; i++) {/ { N; s|for (int i = 0; i < s->n; i++) {\(\n.*CF_SET_CLAMPED\)|for (int i = s->n - 1; i >= 0; i--) {\1| } }
