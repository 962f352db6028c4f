# stage6_impulse_in_cone compares |P_T| with mu P[i - 1], assuming each friction row comes right after its normal.
# function: stage6_impulse_in_cone
# set: A
/^int stage6_impulse_in_cone/,/END SOLUTION/{
s/P\[row->normal\]/P[i - 1]/
}
