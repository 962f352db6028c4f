# A friction row's normal impulse is taken from the row just before it rather than from rows[i].normal.
# function: stage6_impulse_in_cone
# set: B
# shows when: a friction row does not directly follow its own normal (frictions listed after both normals): it is judged against another contact's normal impulse
/^int stage6_impulse_in_cone/,/END SOLUTION/{
s/fabs(P\[i\]) > row->mu \* P\[row->normal\] + zero)/fabs(P[i]) > row->mu * P[i - 1] + zero)/
}
