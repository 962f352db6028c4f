# build_A11: the part of the angle's equation from u_perp turning, with the wrong sign.
# expect: status unbounded-ray
/^static void build_A11/,/^}/ s|s->A11\[r \* k + r\] -= along / radius;|s->A11[r * k + r] += along / radius;|
