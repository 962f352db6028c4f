# bound_factor: returns +1 or -1 for a friction at its bound, without mu.
# expect: status inaccurate (your answer fails the certifier): row
/^static double bound_factor/,/^}/ {
    s|return dz->p->rows\[t\].mu;|return 1.0;|
    s|return -dz->p->rows\[t\].mu;|return -1.0;|
}
