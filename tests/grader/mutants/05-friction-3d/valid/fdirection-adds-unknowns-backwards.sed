# fdirection adds the unknowns into delta f from the last one down (the sums differ only by roundoff).
/^static cf_status fdirection/,/^}/ s|^    for (int c = 0; c < s->k; c++)$|    for (int c = s->k - 1; c >= 0; c--)|
