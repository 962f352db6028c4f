# cone_fdirection: the loop that adds the unknowns x into delta f stops one unknown early.
# expect: the step differs from the algorithm's: check cone_fdirection (delta f cleared, the drive's part, every
/^cf_status cone_fdirection/,/^}/ s|^    for (int c = 0; c < s->k; c++)$|    for (int c = 0; c < s->k - 1; c++)|
