# fold_sliding_friction: static friction rows are folded as if they slid: their columns are cleared and their forces are no longer unknowns.
# expect: fold_sliding_friction, a static friction beside a sliding contact: A_hat
/^static void fold_sliding_friction/,/^}/ s|if (row->kind != CF_ROW_DYNAMIC)|if (row->kind != CF_ROW_DYNAMIC \&\& row->kind != CF_ROW_FRICTION2D)|
