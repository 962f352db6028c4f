# cone_fdirection sets rhs[r] = cone_equation(s, r, da), without the minus that keeps the equations at zero.
# function: cone_fdirection
# set: A
/^cf_status cone_fdirection/,/END SOLUTION/{
s/dz->rhs\[r\] = -cone_equation/dz->rhs[r] = cone_equation/
}
