# maxstep: an unclamped acceleration is a candidate when it rises (delta a_i > 0), not when it falls.
/^static double maxstep/,/^}/ s|&& s->da\[i\] < -s->tol \* s->da_size\[i\]) {|\&\& s->da[i] > s->tol * s->da_size[i]) {|
