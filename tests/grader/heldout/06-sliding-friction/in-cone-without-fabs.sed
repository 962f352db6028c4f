# stage6_impulse_in_cone checks P_T <= mu P_N without the absolute value, so a large tangential impulse along -t passes.
# function: stage6_impulse_in_cone
# set: A
/^int stage6_impulse_in_cone/,/END SOLUTION/{
s/fabs(P\[i\]) > row->mu/P[i] > row->mu/
}
