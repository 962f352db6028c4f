# compute_forces: "a_F is zero" tested against tol alone, not tol times the size of a.
# expect: violates friction bound
/^static cf_status compute_forces/,/^}/ s|if (fabs(s->a\[d\]) <= s->tol \* scale_of_a(s, d)) {|if (fabs(s->a[d]) <= s->tol) {|
