# qc is used as computed, without taking a value above zero (a force on the cone up to roundoff) as 0.
# function: cone_exit_step
# set: B
# shows when: the force is on its cone up to roundoff (qc a hair above 0) and moves along or across it with qb within the noise: the discriminant goes negative and the exit at once (step 0) is reported as never (INFINITY)
/^double cone_exit_step/,/END SOLUTION/{
/^    if (qc > 0\.0)$/{
N
/qc = 0\.0;/d
}
}
