# maxstep: any fall of an unclamped acceleration limits the step, however small against its terms (delta a_i < 0 instead of beyond tol * sum_j |A_ij delta f_j|).
# expect: maxstep, a change of roundoff size limits nothing: maxstep chose j = 1 (an unclamped acceleration)
/^static double maxstep/,/^}/ s|&& s->da\[i\] < -s->tol \* s->da_size\[i\]) {|\&\& s->da[i] < 0.0) {|
