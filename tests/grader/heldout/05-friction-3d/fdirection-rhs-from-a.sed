# cone_fdirection sets rhs[r] = -cone_equation(s, r, dz->a), the equations at the current accelerations as in the Newton correction, instead of at the accelerations of the drive (dz->da).
# function: cone_fdirection
# set: A
/^cf_status cone_fdirection/,/END SOLUTION/{
s/dz->rhs\[r\] = -cone_equation(s, r, dz->da);/dz->rhs[r] = -cone_equation(s, r, dz->a);/
}
