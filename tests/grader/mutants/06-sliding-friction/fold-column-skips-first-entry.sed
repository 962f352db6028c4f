# fold_sliding_friction: the fold of column N starts at row 1, so row 0 of A_hat keeps the unfolded A[0][N].
# expect: fold_sliding_friction, one sliding contact (mu
/^static void fold_sliding_friction/,/^}/ s|for (int r = 0; r < n; r++) {|for (int r = 1; r < n; r++) {|
