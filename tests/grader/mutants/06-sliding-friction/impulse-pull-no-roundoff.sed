# stage6_impulse_in_cone: any P_N < 0 is a pull, however small against the largest |P| (no roundoff allowed).
# expect: a pull is P_N below zero by more than roundoff (tol times the largest |P|): a contact whose impulse is zero
/^int stage6_impulse_in_cone/,/^}/ s|P\[i\] < -zero)|P[i] < 0.0)|
