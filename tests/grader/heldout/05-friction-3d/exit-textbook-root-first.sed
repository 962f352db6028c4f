# cone_exit_step uses the textbook root (sqrt(...) - qb) / qa whenever qa > 0 and keeps -qc / (qb + sqrt(...)) only for qa <= 0, losing digits to cancellation near the cone.
# function: cone_exit_step
# set: A
/^double cone_exit_step/,/END SOLUTION/{
s/^\( *\)if (qb > noise)$/\1if (qa > 0.0)/
t
s/^\( *\)step = -qc \/ (qb + root);/\1step = (root - qb) \/ qa;/
t
s/^\( *\)else if (qa > 0\.0)$/\1else if (qb > noise)/
t
s/^\( *\)step = (root - qb) \/ qa;/\1step = -qc \/ (qb + root);/
}
