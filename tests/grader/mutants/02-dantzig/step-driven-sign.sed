# dantzig_step_driven: the driven index's step with the wrong sign, s = a_d / delta a_d.
# expect: check dantzig_step_driven, the driven contact's candidate (delta a_d
/^double dantzig_step_driven/,/^}/ s|return -s->a\[d\] / s->da\[d\];|return s->a[d] / s->da[d];|
