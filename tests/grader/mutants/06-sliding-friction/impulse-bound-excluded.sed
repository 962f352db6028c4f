# stage6_impulse_in_cone: the bound is left out of the cone (>= instead of >, no roundoff allowed).
# expect: the bound belongs to the cone (|P_T| <= mu P_N, not <), with roundoff allowed relative to the size of P
/^int stage6_impulse_in_cone/,/^}/ s|fabs(P\[i\]) > row->mu \* P\[row->normal\] + zero|fabs(P[i]) >= row->mu * P[row->normal]|
