# advance re-aims a friction at the bound by its angle, u = (cos theta, sin theta) with theta = atan2(f_T2, f_T1), instead of dividing by the length.
/^static void advance/,/^}/ {
    s|^            s->u\[2 \* i\] = s->f\[t1\] / length;$|            double theta = atan2(s->f[t2], s->f[t1]);\n            s->u[2 * i] = cos(theta);|
    s|^            s->u\[2 \* i + 1\] = s->f\[t2\] / length;$|            s->u[2 * i + 1] = sin(theta);|
}
