# compute_forces: the loop that sets f = 0, a = b and the states stops one index early.
# expect: violates
/^static cf_status compute_forces/,/^}/ s|^    for (int i = 0; i < s->n; i++) {$|    for (int i = 0; i < s->n - 1; i++) {|
