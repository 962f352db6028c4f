# fdirection: the loop that fills the columns of A11 stops one column early (the last column keeps what was there).
/^static cf_status fdirection/,/^}/ s|^        for (int c = 0; c < k; c++)$|        for (int c = 0; c < k - 1; c++)|
