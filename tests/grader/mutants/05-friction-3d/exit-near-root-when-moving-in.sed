# cone_exit_step: when the force first moves inward (qb <= 0) the root behind it, (-qb - root) / qa, is taken instead of the far one.
# expect: cone_exit_step, a force moving across its cone: the root ahead, not the one behind: cone_exit_step returned s
/^double cone_exit_step/,/^}/ s|step = (root - qb) / qa;|step = (-qb - root) / qa;|
