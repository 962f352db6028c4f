# The direction u where the friction met the cone is kept, and f_T = mu f_N u is rebuilt from it after every step.
# function: cone_advance
# set: B
# shows when: a friction at the bound must turn (the tangential acceleration changes direction during a later drive), e.g. a contact pushed along a direction that changes
/^void cone_advance/,/END SOLUTION/{
/^        double length = hypot(dz->f\[t1\], dz->f\[t2\]);$/,/^        }$/d
}
