# dantzig_step_driven: d limits only when it is already at zero, never by rising to it, so no drive ends.
# expect: it must consider d itself (dantzig_step_driven: -a_d / delta a_d when a_d rises
/^double dantzig_step_driven/,/^}/ s|return -s->a\[d\] / s->da\[d\];|return INFINITY;|
