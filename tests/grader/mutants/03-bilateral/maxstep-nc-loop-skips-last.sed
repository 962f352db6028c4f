# bilateral_maxstep: the NC loop stops before the last index, so an unclamped acceleration at index n - 1 never limits the step.
# expect: maxstep, an unclamped acceleration at the last index limits the step: bilateral_maxstep chose j
/^double bilateral_maxstep/,/^}/ { /for (int i = 0; i < s->n; i++) {/ { N; s|for (int i = 0; i < s->n; i++) {\(\n.*CF_SET_UNCLAMPED\)|for (int i = 0; i < s->n - 1; i++) {\1| } }
