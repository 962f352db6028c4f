# dantzig_maxstep: the C loop starts at index 1 (off by one), so contact 0 in C never limits the step.
/^double dantzig_maxstep/,/^}/ { /for (int i = 0; i < s->n; i++) {/ { N; s|for (int i = 0; i < s->n; i++) {\(\n.*CF_SET_CLAMPED\)|for (int i = 1; i < s->n; i++) {\1| } }
