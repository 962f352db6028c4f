# stage6_impulse_in_cone: |P_T| is compared with P_N, without mu: an impulse outside the cone is accepted when mu < 1.
# expect: and the velocity-level step is taken instead; compare |P_T| with mu times P_N, not with P_N
/^int stage6_impulse_in_cone/,/^}/ s|fabs(P\[i\]) > row->mu \* P\[row->normal\]|fabs(P[i]) > P[row->normal]|
