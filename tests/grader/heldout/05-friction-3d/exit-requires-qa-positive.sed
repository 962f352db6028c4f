# cone_exit_step returns INFINITY whenever qa <= 0, taking a quadratic that opens downward for one that never rises through zero, so a force that leaves through the near side of the cone is missed.
# function: cone_exit_step
# set: A
/^double cone_exit_step/,/END SOLUTION/{
s/^    if (qc > 0\.0)$/    if (qa <= 0.0)\
        return INFINITY; \/* opens downward: never rises through zero *\/\
&/
}
