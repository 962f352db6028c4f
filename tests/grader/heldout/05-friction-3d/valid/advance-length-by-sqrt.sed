# cone_advance computes the length of f_T as sqrt(f_T1^2 + f_T2^2) instead of hypot.
# function: cone_advance
# set: B
/^void cone_advance/,/END SOLUTION/{
s/double length = hypot(dz->f\[t1\], dz->f\[t2\]);/double length = sqrt(dz->f[t1] * dz->f[t1] + dz->f[t2] * dz->f[t2]);/
}
