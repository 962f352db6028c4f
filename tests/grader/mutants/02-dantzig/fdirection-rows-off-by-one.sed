# fdirection: builds one row of A11 and the right-hand side too few (r < k - 1).
# expect: fdirection's direction changes the acceleration of clamped contact
/^static cf_status fdirection/,/^}/ s|^    for (int r = 0; r < k; r++) {$|    for (int r = 0; r < k - 1; r++) {|
