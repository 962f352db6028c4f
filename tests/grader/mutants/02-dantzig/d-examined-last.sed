# dantzig_maxstep: the driven index is examined after C and NC with a strict <, so a tie between d and a clamped force goes to the clamped one.
# expect: maxstep, a tie between d and a clamped force: dantzig_maxstep chose j
/^double dantzig_maxstep/,/^}/ {
    s|^    double step = dantzig_step_driven(s, d);$|    double step = INFINITY;|
    s|^    int j = isfinite(step) ? d : -1;$|    int j = -1;|
    /^    if (dantzig_false_limit(s, d, j))$/i\    if (dantzig_step_driven(s, d) < step) {\n        step = dantzig_step_driven(s, d);\n        j = d;\n    }
}
