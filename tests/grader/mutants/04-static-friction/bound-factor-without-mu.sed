# bound_factor: returns +1 or -1 for a friction at its bound, without mu.
/^static double bound_factor/,/^}/ {
    s|return dz->p->rows\[t\].mu;|return 1.0;|
    s|return -dz->p->rows\[t\].mu;|return -1.0;|
}
