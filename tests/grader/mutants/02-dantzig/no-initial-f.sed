# compute_forces: never sets f = 0 at the start.
# expect: compute_forces must start from f = 0 and a = b
/^static cf_status compute_forces/,/^}/ { /^        s->f\[i\] = 0.0;$/d; }
