# stage6_impulse_in_cone: a friction row's normal is taken to be the row just before it (P[i - 1]), not rows[i].normal.
# expect: a friction row's normal is rows[i].normal, wherever it sits: compare |P_T| with mu times that row's P_N
/^int stage6_impulse_in_cone/,/^}/ s|row->mu \* P\[row->normal\]|row->mu * P[i - 1]|
