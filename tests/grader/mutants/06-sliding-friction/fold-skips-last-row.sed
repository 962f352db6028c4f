# fold_sliding_friction: the loop over the dynamic rows stops before the last row, so a sliding contact whose dynamic row is last is never folded.
# expect: fold_sliding_friction, two sliding contacts, their dynamic rows last and in the other order: A_hat
/^static void fold_sliding_friction/,/^}/ s|for (int t = 0; t < n; t++) {|for (int t = 0; t < n - 1; t++) {|
