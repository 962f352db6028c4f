# stage6_impulse_in_cone: the bound is left out of the cone (>= instead of >, no roundoff allowed).
/^int stage6_impulse_in_cone/,/^}/ s|fabs(P\[i\]) > row->mu \* P\[row->normal\] + zero|fabs(P[i]) >= row->mu * P[row->normal]|
