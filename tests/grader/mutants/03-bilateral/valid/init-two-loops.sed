# compute_forces starts f = 0 and a = b in one loop and the sets in another.
/^static cf_status compute_forces/,/^}/ s|^        s->set\[i\] = CF_SET_IGNORED;$|    }\n    for (int i = 0; i < s->n; i++) {\n&|
