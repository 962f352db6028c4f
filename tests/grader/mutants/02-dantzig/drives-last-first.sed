# compute_forces: drives the last contact with a_d < 0 first (index order reversed), not the most negative.
/^\/\/ start snippet compute_forces/i\static int last_to_drive(const dantzig *s)\n{\n    for (int i = s->n - 1; i >= 0; i--)\n        if (s->set[i] != CF_SET_CLAMPED \&\& !dantzig_reached_zero(s, i))\n            return i;\n    return -1;\n}\n
/^static cf_status compute_forces/,/^}/ s|while ((d = dantzig_next_to_drive(s)) >= 0) {|while ((d = last_to_drive(s)) >= 0) {|
