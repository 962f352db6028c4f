# Scans C and NC first and takes d's candidate last, so on a tie a clamped or unclamped index wins over d.
# function: dantzig_maxstep
# set: A
/^double dantzig_maxstep/,/END SOLUTION/{
s/^    double step = dantzig_step_driven(s, d);$/    double step = INFINITY;/
s/^    int j = isfinite(step) ? d : -1;$/    int j = -1;/
s/^    if (dantzig_false_limit(s, d, j))$/    if (dantzig_step_driven(s, d) < step) {\
        step = dantzig_step_driven(s, d);\
        j = d;\
    }\
&/
}
