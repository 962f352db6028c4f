# bilateral_maxstep: the C loop starts at index 1, so a clamped force at index 0 never limits the step.
# expect: bilateral_maxstep chose contact
/^double bilateral_maxstep/,/^}/ { /for (int i = 0; i < s->n; i++) {/ { N; s|for (int i = 0; i < s->n; i++) {\(\n.*CF_SET_CLAMPED\)|for (int i = 1; i < s->n; i++) {\1| } }
