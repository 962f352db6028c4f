# A negative discriminant is taken as roundoff and set to zero instead of meaning the line never reaches the cone.
# function: cone_exit_step
# set: B
# shows when: qa < 0 and the line stays inside the cone for ever (qb^2 < qa qc), with qb > noise: a finite step -qc/qb is returned instead of INFINITY
/^double cone_exit_step/,/END SOLUTION/{
/^    if (discriminant < 0\.0)$/{
N
s/^    if (discriminant < 0\.0)\n        return INFINITY;.*$/    if (discriminant < 0.0)\
        discriminant = 0.0; \/* roundoff *\//
}
}
