# cone_exit_step: the other root of the quadratic, the one behind the force.
/^double cone_exit_step/,/^}/ {
    s|step = -qc / (qb + root);|step = (-qb - root) / qa;|
    s|step = (root - qb) / qa;|step = -qc / (root - qb);|
}
