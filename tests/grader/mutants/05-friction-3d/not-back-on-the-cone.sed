# cone_advance: a friction at the bound is not put back on its cone after a step.
# expect: at its cone f_T must oppose a_T: cone_advance re-aims each friction at the bound where the step took it, and
/^void cone_advance/,/^}/ {
    /dz->f\[t1\] = radius \* s->u\[2 \* i\];/d
    /dz->f\[t2\] = radius \* s->u\[2 \* i + 1\];/d
}
