# stage6_impulse_in_cone rejects any P_N < 0, judging a pull without the roundoff tol times the largest |P|.
# function: stage6_impulse_in_cone
# set: A
/^int stage6_impulse_in_cone/,/END SOLUTION/{
s/P\[i\] < -zero/P[i] < 0.0/
}
