# fdirection: the loop that fills the right-hand side -(equations of the drive) stops one equation early.
# expect: violates
/^static cf_status fdirection/,/^}/ s|^    for (int r = 0; r < s->k; r++)$|    for (int r = 0; r < s->k - 1; r++)|
