# bound_factor: only NC_F+ is a bound; a friction at -mu f_N gives 0.
/^static double bound_factor/,/^}/ s|return -dz->p->rows\[t\].mu;|return 0.0;|
