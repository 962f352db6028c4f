# maxstep: the driven index is never a candidate, so no drive can end.
# expect: status unbounded-ray, but this problem has a solution
# expect: it must consider d itself
/^static double maxstep/,/^}/ s|if (reached_zero(s, d)) {|if (0 \&\& reached_zero(s, d)) {|
/^static double maxstep/,/^}/ s|} else if (s->da\[d\] > DELTA_A_D_TOL|} else if (0 \&\& s->da[d] > DELTA_A_D_TOL|
