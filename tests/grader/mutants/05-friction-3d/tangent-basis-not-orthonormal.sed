# across: the second tangent direction (u_2, u_1) is not at right angles to u.
# expect: violates maximal dissipation
/^static void across/,/^}/ s|out\[0\] = -s->u\[2 \* i + 1\];|out[0] = s->u[2 * i + 1];|
