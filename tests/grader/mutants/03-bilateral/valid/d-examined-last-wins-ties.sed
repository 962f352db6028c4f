# bilateral_maxstep compares d's step after the loops over C and NC, with <=: d still wins every tie (the same choice, another order).
/^double bilateral_maxstep/,/^}/ {
    s|^    double step = dantzig_step_driven(s, d);$|    double d_step = dantzig_step_driven(s, d), step = INFINITY;|
    s|^    int j = isfinite(step) ? d : -1;$|    int j = -1;|
    /^    if (dantzig_false_limit(s, d, j))$/i\    if (isfinite(d_step) \&\& d_step <= step) {\n        step = d_step;\n        j = d;\n    }
}
