# cone_advance puts f_T back on a cone of radius mu f_N, without max(f_N, 0), so a normal force a hair below zero flips the friction.
# function: cone_advance
# set: A
/^void cone_advance/,/END SOLUTION/{
s/fmax(dz->f\[i\], 0\.0)/dz->f[i]/
}
