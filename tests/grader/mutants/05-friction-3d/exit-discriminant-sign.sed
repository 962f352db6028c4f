# cone_exit_step: the discriminant qb^2 + qa qc instead of qb^2 - qa qc.
/^double cone_exit_step/,/^}/ s|double discriminant = qb \* qb - qa \* qc;|double discriminant = qb * qb + qa * qc;|
