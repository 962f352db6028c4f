# cone_advance: the direction of a friction at the bound frozen where it met the cone, never re-aimed.
# expect: at its cone f_T must oppose a_T: cone_advance re-aims each friction at the bound where the step took it, and
/^void cone_advance/,/^}/ {
    /s->u\[2 \* i\] = dz->f\[t1\] \/ length;/d
    /s->u\[2 \* i + 1\] = dz->f\[t2\] \/ length;/d
}
