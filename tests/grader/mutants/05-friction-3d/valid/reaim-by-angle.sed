# cone_advance re-aims a friction at the bound by its angle, u = (cos theta, sin theta) with theta = atan2(f_T2, f_T1), instead of dividing by the length.
/^void cone_advance/,/^}/ {
    s|^            s->u\[2 \* i\] = dz->f\[t1\] / length;$|            double theta = atan2(dz->f[t2], dz->f[t1]);\n            s->u[2 * i] = cos(theta);|
    s|^            s->u\[2 \* i + 1\] = dz->f\[t2\] / length;$|            s->u[2 * i + 1] = sin(theta);|
}
