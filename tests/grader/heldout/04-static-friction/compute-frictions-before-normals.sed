# compute_forces asks next_friction first and drives a normal only when no friction is left, instead of every normal with a_N < 0 before any friction.
# function: compute_forces
# set: A
/^static cf_status compute_forces/,/END SOLUTION/{
s/int d = friction2d_next_to_drive(s);/int d = next_friction(s);/
t
s/^\( *\)d = next_friction(s);/\1d = friction2d_next_to_drive(s);/
}
