# fdirection: fills A11 with one column too few (c < k - 1).
/^static cf_status fdirection/,/^}/ s|for (int c = 0; c < k; c++)|for (int c = 0; c < k - 1; c++)|
