# compute_forces: picks the most negative a_N by its own scan, but with <=, so of two equal a_N the later index is driven first.
# expect: ties to the first
/^static cf_status compute_forces/,/^}/ s|^        int d = next_to_drive(s);$|        int d = -1;\n        (void)next_to_drive;\n        for (int i = 0; i < s->n; i++)\n            if (s->p->rows[i].kind == CF_ROW_NORMAL \&\& s->set[i] != CF_SET_CLAMPED \&\& !s->deferred[i]\n                \&\& s->a[i] < -s->tol * scale_of_a(s, i) \&\& (d < 0 \|\| s->a[i] <= s->a[d]))\n                d = i;|
