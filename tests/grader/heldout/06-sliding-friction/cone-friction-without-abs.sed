# The friction bound is tested as P_T <= mu P_N, without the absolute value.
# function: stage6_impulse_in_cone
# set: B
# shows when: a tangential impulse along -t beyond the cone (P_T < -mu P_N): the reference rejects it, this accepts it
/^int stage6_impulse_in_cone/,/END SOLUTION/{
s/fabs(P\[i\]) > row->mu/P[i] > row->mu/
}
