# cone_fdirection adds the unknowns into delta f from the last one down (the sums differ only by roundoff).
/^cf_status cone_fdirection/,/^}/ s|^    for (int c = 0; c < s->k; c++)$|    for (int c = s->k - 1; c >= 0; c--)|
