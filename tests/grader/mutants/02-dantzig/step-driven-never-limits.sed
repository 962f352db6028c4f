# dantzig_step_driven: d limits only when it is already at zero, never by rising to it, so no drive ends.
/^double dantzig_step_driven/,/^}/ s|return -s->a\[d\] / s->da\[d\];|return INFINITY;|
