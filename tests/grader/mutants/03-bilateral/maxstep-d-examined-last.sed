# bilateral_maxstep: d's step is compared after the loops over C and NC, with a strict <, so d loses every tie.
# expect: maxstep, a tie between d and a clamped force: bilateral_maxstep chose j
/^double bilateral_maxstep/,/^}/ {
    s|^    double step = dantzig_step_driven(s, d);$|    double step = INFINITY;|
    s|^    int j = isfinite(step) ? d : -1;$|    int j = -1;|
    /^    if (dantzig_false_limit(s, d, j))$/i\    if (dantzig_step_driven(s, d) < step) {\n        step = dantzig_step_driven(s, d);\n        j = d;\n    }
}
