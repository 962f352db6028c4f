# cone_fdirection: the loop that fills the right-hand side -(equations of the drive) stops one equation early.
# expect: the step differs from the algorithm's: check cone_fdirection (delta f cleared, the drive's part, every
/^cf_status cone_fdirection/,/^}/ s|^    for (int r = 0; r < s->k; r++)$|    for (int r = 0; r < s->k - 1; r++)|
