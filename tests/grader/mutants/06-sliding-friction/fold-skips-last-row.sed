# fold_sliding_friction: the loop over the dynamic rows stops before the last row, so the last sliding contact is never folded.
# expect: A[:,N] - mu slide A[:,T]
/^static void fold_sliding_friction/,/^}/ s|for (int t = 0; t < n; t++) {|for (int t = 0; t < n - 1; t++) {|
