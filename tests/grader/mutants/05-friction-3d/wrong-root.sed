# cone_exit_step: the other root of the quadratic, the one behind the force.
# expect: cone_exit_step, a force moving outward: the smallest positive root: cone_exit_step returned s
/^double cone_exit_step/,/^}/ {
    s|step = -qc / (qb + root);|step = (-qb - root) / qa;|
    s|step = (root - qb) / qa;|step = -qc / (root - qb);|
}
