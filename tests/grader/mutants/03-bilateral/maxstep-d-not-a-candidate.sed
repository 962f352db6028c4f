# bilateral_maxstep: starts from step = infinity and never asks dantzig_step_driven, so d never limits and no drive ends.
/^double bilateral_maxstep/,/^}/ {
    s|^    double step = dantzig_step_driven(s, d);$|    double step = INFINITY;|
    s|^    int j = isfinite(step) ? d : -1;$|    int j = -1;|
}
