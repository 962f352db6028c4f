# cone_exit_step uses qc as computed, without taking a qc above zero (a force on the cone up to roundoff) as 0, so a force a hair outside gets a negative step.
# function: cone_exit_step
# set: A
/^double cone_exit_step/,/END SOLUTION/{
/^ *if (qc > 0\.0)$/{
N
d
}
}
