# bilateral_maxstep: returns as soon as d limits, without looking at C and NC for a smaller step.
# expect: check dantzig_step_clamped and the C loop of bilateral_maxstep (clamped forces with delta f_i
/^double bilateral_maxstep/,/^}/ s|^    int j = isfinite(step) ? d : -1;$|&\n    if (j == d) {\n        *limiting = d;\n        return step;\n    }|
