# compute_forces: drives the first contact with a_d < 0 in index order, instead of the one with the most negative a_d.
# expect: compute_forces drives the contact next_to_drive finds
/^\/\/ start snippet compute_forces/i\static int first_to_drive(const dantzig *s)\n{\n    for (int i = 0; i < s->n; i++)\n        if (s->set[i] != CF_SET_CLAMPED \&\& !dantzig_reached_zero(s, i))\n            return i;\n    return -1;\n}\n
/^static cf_status compute_forces/,/^}/ s|while ((d = dantzig_next_to_drive(s)) >= 0) {|while ((d = first_to_drive(s)) >= 0) {|
