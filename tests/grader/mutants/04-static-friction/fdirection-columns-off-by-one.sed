# fdirection: the loop that fills the columns of A11 stops one column early (the last column keeps what was there).
# expect: status singular, but this problem has a solution: fdirection's system had no solution: its unknowns are the
/^static cf_status fdirection/,/^}/ s|^        for (int c = 0; c < k; c++)$|        for (int c = 0; c < k - 1; c++)|
