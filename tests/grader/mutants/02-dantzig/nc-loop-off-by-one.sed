# dantzig_maxstep: the NC loop starts at index 1 (off by one), so contact 0 in NC never limits the step.
# expect: check dantzig_step_unclamped and the NC loop of dantzig_maxstep (unclamped accelerations with delta a_i
/^double dantzig_maxstep/,/^}/ { /for (int i = 0; i < s->n; i++) {/ { N; s|for (int i = 0; i < s->n; i++) {\(\n.*CF_SET_UNCLAMPED\)|for (int i = 1; i < s->n; i++) {\1| } }
