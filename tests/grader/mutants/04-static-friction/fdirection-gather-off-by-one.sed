# fdirection: the loop that gathers the unknowns (and clears delta f) stops one index early.
# expect: fdirection solves A11 x = -sigma v1 over C
/^static cf_status fdirection/,/^}/ s|^    for (int i = 0; i < n; i++) {$|    for (int i = 0; i < n - 1; i++) {|
