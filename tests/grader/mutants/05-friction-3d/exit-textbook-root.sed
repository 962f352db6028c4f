# cone_exit_step: the textbook formula (root - qb) / qa for every case, which divides by zero when qa = 0 (a line parallel to a side of the cone).
# expect: cone_exit_step, a line parallel to a side of the cone (qa
/^double cone_exit_step/,/^}/ s|step = -qc / (qb + root);|step = (root - qb) / qa;|
