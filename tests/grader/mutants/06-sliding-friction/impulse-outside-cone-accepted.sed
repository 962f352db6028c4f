# stage6_impulse_in_cone: the friction cone is not checked: the sticking impulse is applied outside the cone.
/^int stage6_impulse_in_cone/,/^}/ s|return 0; /\* outside the cone \*/|continue; /* outside the cone */|
