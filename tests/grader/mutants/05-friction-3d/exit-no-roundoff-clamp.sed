# cone_exit_step: a force a hair outside the cone (qc > 0 by roundoff) is not taken as on it, so the discriminant can go negative and the step is infinite.
# expect: cone_exit_step, a force on its cone up to roundoff leaves at once (s
/^double cone_exit_step/,/^}/ { /^    if (qc > 0.0)$/ { N; s|^    if (qc > 0.0)\n.*|    /* qc used as computed */| } }
