# maxstep: the driven index is never a candidate, so no drive can end.
# expect: status unbounded-ray, but this problem has a solution
# expect: it must consider d itself
/^static double maxstep/,/^}/ s|if (s->da\[d\] > accel_noise) {|if (0 \&\& s->da[d] > accel_noise) {|
