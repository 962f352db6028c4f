# fold_sliding_friction: the loop over the dynamic rows stops before the last row, so a sliding contact whose dynamic row is last is never folded.
/^static void fold_sliding_friction/,/^}/ s|for (int t = 0; t < n; t++) {|for (int t = 0; t < n - 1; t++) {|
