# Only the NC_F+ state is treated as a bound; a friction in NC_F- gets factor 0 as if it were sticking.
# function: bound_factor
# set: B
# shows when: a friction sits at its negative bound (f_F = -mu f_N) while its normal stays in C and another drive goes on, so its column must be folded and it must follow its normal
/^static double bound_factor/,/END SOLUTION/{
/FRICTION_BOUND_MINUS/,/return -dz->p->rows\[t\]\.mu;/d
}
