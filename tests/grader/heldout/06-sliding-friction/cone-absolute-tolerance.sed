# The roundoff allowance is tol itself, not tol times the largest |P|.
# function: stage6_impulse_in_cone
# set: B
# shows when: the impulses are small (e.g. of size 1e-12) or large: a pull of -1e-13 next to impulses of 1e-12 is accepted here and rejected by the reference, or a roundoff pull next to impulses of 1e6 is rejected here
/^int stage6_impulse_in_cone/,/END SOLUTION/{
s/double zero = tol \* cf_max_abs(p->n, P);/double zero = tol;/
}
