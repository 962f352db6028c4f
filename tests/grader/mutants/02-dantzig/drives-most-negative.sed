# compute_forces: drives the contact with the most negative a_d first, instead of the first one in index order.
# expect: the first with a < 0
/^\/\/ start snippet compute_forces/i\static int most_negative(const dantzig *s)\n{\n    double zero = s->tol * scale_of_a(s);\n    int best = -1;\n    for (int i = 0; i < s->n; i++)\n        if (s->set[i] != CF_SET_CLAMPED \&\& s->a[i] < -zero \&\& (best < 0 || s->a[i] < s->a[best]))\n            best = i;\n    return best;\n}\n
/^static cf_status compute_forces/,/^}/ s|while ((d = next_to_drive(s)) >= 0) {|while ((d = most_negative(s)) >= 0) {|
