# fdirection: the loop that gathers the unknowns (and clears delta f) stops one index early.
# expect: the step differs from the algorithm's: check delta f (fdirection: A
/^static cf_status fdirection/,/^}/ s|^    for (int i = 0; i < n; i++) {$|    for (int i = 0; i < n - 1; i++) {|
