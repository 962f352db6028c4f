# fold_sliding_friction folds every friction row, static friction2d and friction3d rows as well as dynamic ones, so the static frictions' columns are zeroed.
# function: fold_sliding_friction
# set: A
/^static void fold_sliding_friction/,/END SOLUTION/{
s/if (row->kind != CF_ROW_DYNAMIC)$/if (row->kind != CF_ROW_DYNAMIC \&\& row->kind != CF_ROW_FRICTION2D \&\& row->kind != CF_ROW_FRICTION3D)/
}
