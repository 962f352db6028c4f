# compute_forces: starts f = 0, a = b for every contact but the last (i < s->n - 1).
/^static cf_status compute_forces/,/^}/ s|for (int i = 0; i < s->n; i++) {|for (int i = 0; i < s->n - 1; i++) {|
