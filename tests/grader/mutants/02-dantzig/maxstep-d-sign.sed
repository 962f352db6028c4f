# maxstep: the driven index's step with the wrong sign, s = a_d / delta a_d.
# expect: maxstep's step for the driven contact 0 is 0, but -a_d / delta a_d = 19.62
/^static double maxstep/,/^}/ s|step = -s->a\[d\] / s->da\[d\];|step = s->a[d] / s->da[d];|
