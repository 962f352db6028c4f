# cone_fdirection: the loop that fills the right-hand side -(equations of the drive) stops one equation early.
/^cf_status cone_fdirection/,/^}/ s|^    for (int r = 0; r < s->k; r++)$|    for (int r = 0; r < s->k - 1; r++)|
