# compute_forces: drives the last contact with a_d < 0 first (index order reversed).
# expect: the first with a < 0
/^\/\/ start snippet compute_forces/i\static int last_to_drive(const dantzig *s)\n{\n    double zero = s->tol * scale_of_a(s);\n    for (int i = s->n - 1; i >= 0; i--)\n        if (s->set[i] != CF_SET_CLAMPED \&\& s->a[i] < -zero)\n            return i;\n    return -1;\n}\n
/^static cf_status compute_forces/,/^}/ s|while ((d = next_to_drive(s)) >= 0) {|while ((d = last_to_drive(s)) >= 0) {|
