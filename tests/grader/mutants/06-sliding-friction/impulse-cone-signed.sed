# stage6_impulse_in_cone: P_T is compared by its sign, not its size: a tangential impulse against the tangent is always accepted.
# expect: the cone is |P_T| <= mu P_N: a tangential impulse against the tangent counts by its size, so compare |P_T|,
/^int stage6_impulse_in_cone/,/^}/ s|fabs(P\[i\]) > row->mu|P[i] > row->mu|
