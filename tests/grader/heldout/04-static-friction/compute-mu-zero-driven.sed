# Frictions with mu = 0 are not set to FRICTION_NONE first, so they are processed (driven or stuck) like any other friction.
# function: compute_forces
# set: B
# shows when: a contact has mu = 0 and a nonzero tangential acceleration once its normal is in C: extra drives and pivots, and the friction ends in C_F or at a bound instead of "mu = 0"
/^static cf_status compute_forces/,/END SOLUTION/{
/^    for (int t = 0; t < dz->n; t++)$/{
N
N
/FRICTION_NONE/d
}
}
