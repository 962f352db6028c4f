# bilateral_maxstep: the NC loop starts at index 1, so an unclamped acceleration at index 0 never limits the step.
# expect: limits the step: bilateral_maxstep chose j
/^double bilateral_maxstep/,/^}/ { /for (int i = 0; i < s->n; i++) {/ { N; s|for (int i = 0; i < s->n; i++) {\(\n.*CF_SET_UNCLAMPED\)|for (int i = 1; i < s->n; i++) {\1| } }
