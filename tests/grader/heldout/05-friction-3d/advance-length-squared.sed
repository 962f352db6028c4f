# cone_advance takes the length of f_T as f_T1^2 + f_T2^2, forgetting the square root, so u is not a unit vector.
# function: cone_advance
# set: A
/^void cone_advance/,/END SOLUTION/{
s/double length = hypot(dz->f\[t1\], dz->f\[t2\]);/double length = dz->f[t1] * dz->f[t1] + dz->f[t2] * dz->f[t2];/
}
