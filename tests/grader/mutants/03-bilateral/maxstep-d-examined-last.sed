# maxstep: d's step is compared after the loops over C and NC, with a strict <, so d loses every tie.
# expect: a tie between d and
/^static double maxstep/,/^}/ {
s|^    int j = -1;$|&\n    double d_step = INFINITY;|
/} else if (s->da\[d\] > RANK_TOL/ { n; N; s|.*|        d_step = -s->a[d] / s->da[d];| }
s|^    /\* Roundoff can leave f_i or a_i a hair below zero; never step backwards. \*/$|    if (d_step < step) {\n        step = d_step;\n        j = d;\n    }\n&|
}
