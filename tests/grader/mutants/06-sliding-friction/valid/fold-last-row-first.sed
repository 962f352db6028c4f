# fold_sliding_friction folds the dynamic rows from the last down (two rows of one contact add to its column in the other order, equal up to roundoff).
/^static void fold_sliding_friction/,/^}/ s|for (int t = 0; t < n; t++) {|for (int t = n - 1; t >= 0; t--) {|
