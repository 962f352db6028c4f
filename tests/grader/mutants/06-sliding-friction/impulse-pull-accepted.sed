# stage6_impulse_in_cone: P_N < 0 is not checked: an impulse that pulls at a frictionless contact is applied.
# expect: at any contact, with or without friction, rejects the impulse
/^int stage6_impulse_in_cone/,/^}/ s|return 0; /\* a pull \*/|continue; /* a pull */|
