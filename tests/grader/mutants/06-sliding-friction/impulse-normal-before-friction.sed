# stage6_impulse_in_cone: a friction row's normal is taken to be the row just before it (P[i - 1]), not rows[i].normal.
/^int stage6_impulse_in_cone/,/^}/ s|row->mu \* P\[row->normal\]|row->mu * P[i - 1]|
