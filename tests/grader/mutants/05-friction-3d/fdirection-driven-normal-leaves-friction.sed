# cone_fdirection: a driven normal whose friction kept its place at the bound grows alone; its friction does not grow with f_N.
# expect: the step differs from the algorithm's: check cone_fdirection (delta f cleared, the drive's part, every
/^cf_status cone_fdirection/,/^}/ { /^        if (dz->p->rows\[d\].kind == CF_ROW_NORMAL && cone_state(s, d) == CONE_AT_BOUND) {$/,/^        }$/d; }
