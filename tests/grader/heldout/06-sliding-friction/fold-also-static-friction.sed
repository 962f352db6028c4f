# Static friction2d rows are folded like dynamic ones (their slide is 0, but their column is zeroed).
# function: fold_sliding_friction
# set: B
# shows when: a static friction2d row in the problem (a sticking contact beside a sliding one): its column of A_hat is zeroed, so its friction force has no effect on any acceleration
/^static void fold_sliding_friction/,/END SOLUTION/{
s/if (row->kind != CF_ROW_DYNAMIC)/if (row->kind != CF_ROW_DYNAMIC \&\& row->kind != CF_ROW_FRICTION2D)/
}
