# d's candidate is compared after the loops over C and NC instead of first, so on a tie a clamped or unclamped index wins over d.
# function: bilateral_maxstep
# set: B
# shows when: a_d reaches zero at exactly the same step as a clamped contact force falls to zero or an unclamped acceleration does (e.g. a driven contact already at zero, step 0, with a clamped force at zero that falls): the reference takes d and ends the drive, this pivots the other index
/^double bilateral_maxstep/,/END SOLUTION/{
s/^    double step = dantzig_step_driven(s, d);$/    double step = INFINITY;/
s/^    int j = isfinite(step) ? d : -1;$/    int j = -1;/
/^    if (dantzig_false_limit(s, d, j))$/i\
    if (dantzig_step_driven(s, d) < step) {\
        step = dantzig_step_driven(s, d);\
        j = d;\
    }
}
