# stage6_impulse_in_cone takes tol itself as the roundoff, not tol times the largest |P|.
# function: stage6_impulse_in_cone
# set: A
/^int stage6_impulse_in_cone/,/END SOLUTION/{
s/double zero = tol \* cf_max_abs(p->n, P);/double zero = tol;/
}
