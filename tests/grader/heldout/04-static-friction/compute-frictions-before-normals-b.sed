# Frictions whose normal is in C are processed first, and normals with a_N < 0 only when no friction is left.
# function: compute_forces
# set: B
# shows when: after a normal drive there is still another normal with a_N < 0 and a friction whose normal is already in C (two or more contacts with friction)
/^static cf_status compute_forces/,/END SOLUTION/{
s/^        int d = friction2d_next_to_drive(s);$/        int d = next_friction(s);/
t
s/^            d = next_friction(s);$/            d = friction2d_next_to_drive(s);/
}
