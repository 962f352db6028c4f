# Valid: the largest |P| is found by a loop of its own instead of cf_max_abs, and the conditions are tested by an ok flag instead of early returns.
# function: stage6_impulse_in_cone
# set: B
# shows when: never: the same tolerance and the same conditions decide
/^int stage6_impulse_in_cone/,/END SOLUTION/{
s/^    double zero = tol \* cf_max_abs(p->n, P);$/    double largest = 0.0;\
    for (int i = 0; i < p->n; i++)\
        largest = fmax(largest, fabs(P[i]));\
    double zero = tol * largest;\
    int ok = 1;/
s/^            return 0; \/\* a pull \*\/$/            ok = 0; \/* a pull *\//
s/^            return 0; \/\* outside the cone \*\/$/            ok = 0; \/* outside the cone *\//
s/^    return 1;$/    return ok;/
}
