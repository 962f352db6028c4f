# cone_exit_step returns INFINITY before taking the square root when neither qb > noise nor qa > 0, the checks in another order.
# function: cone_exit_step
# set: B
/^double cone_exit_step/,/END SOLUTION/{
/^ *double discriminant = qb \* qb - qa \* qc;$/i\
    if (!(qb > noise) && !(qa > 0.0))\
        return INFINITY; /* the force never leaves the cone */
}
