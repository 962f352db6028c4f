# compute_forces: drives the first normal with a_N < 0 in index order, by its own scan, not the one that accelerates into its obstacle the most.
# expect: the normal with the most negative a_N
/^static cf_status compute_forces/,/^}/ s|^        int d = next_to_drive(s);$|        int d = -1;\n        (void)next_to_drive;\n        for (int i = 0; i < s->n \&\& d < 0; i++)\n            if (s->p->rows[i].kind == CF_ROW_NORMAL \&\& s->set[i] != CF_SET_CLAMPED \&\& !s->deferred[i]\n                \&\& s->a[i] < -s->tol * scale_of_a(s, i))\n                d = i;|
