# stage6_impulse_in_cone: the friction cone is not checked: the sticking impulse is applied outside the cone.
# expect: and the velocity-level step is taken instead; compare |P_T| with mu times P_N, not with P_N
/^int stage6_impulse_in_cone/,/^}/ s|return 0; /\* outside the cone \*/|continue; /* outside the cone */|
