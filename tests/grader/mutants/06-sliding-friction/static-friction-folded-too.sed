# fold_sliding_friction: static friction rows are folded as if they slid: their columns are cleared and their forces are no longer unknowns.
/^static void fold_sliding_friction/,/^}/ s|if (row->kind != CF_ROW_DYNAMIC)|if (row->kind != CF_ROW_DYNAMIC \&\& row->kind != CF_ROW_FRICTION2D)|
