# The friction bound |P_T| <= mu P_N is tested without the roundoff allowance.
# function: stage6_impulse_in_cone
# set: B
# shows when: a tangential impulse exactly on the cone's edge up to roundoff (|P_T| = mu P_N + 1e-17): the reference accepts it, this rejects the impulse
/^int stage6_impulse_in_cone/,/END SOLUTION/{
s/> row->mu \* P\[row->normal\] + zero)/> row->mu * P[row->normal])/
}
