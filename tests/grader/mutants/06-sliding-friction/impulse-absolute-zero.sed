# stage6_impulse_in_cone: roundoff is tol itself, not tol times the largest |P|, so a small impulse outside its cone passes.
# expect: roundoff is tol times the largest |P| (relative), not tol itself: an impulse of size
/^int stage6_impulse_in_cone/,/^}/ s|double zero = tol \* cf_max_abs(p->n, P);|double zero = tol;|
