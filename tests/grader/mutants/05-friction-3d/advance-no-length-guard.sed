# cone_advance: u = f_T / ||f_T|| without the guard ||f_T|| > 0, so a friction at the bound whose normal let go (f_T = 0) gets u = 0/0.
# expect: cone_advance, a friction at the cone whose normal let go (f_N
/^void cone_advance/,/^}/ {
    /^        if (length > 0.0) {$/d
    /^            s->u\[2 \* i + 1\] = dz->f\[t2\] \/ length;$/ { n; /^        }$/d; }
}
