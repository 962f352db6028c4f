# cone_advance puts each friction at the bound back on its cone along the u it had, without reading the new direction from f_T, so the direction stays frozen where it met the cone.
# function: cone_advance
# set: A
/^void cone_advance/,/END SOLUTION/{
/^        double length = hypot(dz->f\[t1\], dz->f\[t2\]);$/,/^        }$/d
}
