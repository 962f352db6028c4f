# stage6_impulse_in_cone: roundoff is tol itself, not tol times the largest |P|, so a small impulse outside its cone passes.
/^int stage6_impulse_in_cone/,/^}/ s|double zero = tol \* cf_max_abs(p->n, P);|double zero = tol;|
