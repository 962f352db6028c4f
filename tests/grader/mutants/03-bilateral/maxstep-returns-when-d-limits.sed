# bilateral_maxstep: returns as soon as d limits, without looking at C and NC for a smaller step.
/^double bilateral_maxstep/,/^}/ s|^    int j = isfinite(step) ? d : -1;$|&\n    if (j == d) {\n        *limiting = d;\n        return step;\n    }|
