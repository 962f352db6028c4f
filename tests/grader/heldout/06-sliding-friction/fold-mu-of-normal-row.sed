# fold_sliding_friction reads mu from the normal row (rows[N].mu) instead of from the dynamic row.
# function: fold_sliding_friction
# set: A
/^static void fold_sliding_friction/,/END SOLUTION/{
s/row->mu \* row->slide/p->rows[row->normal].mu * row->slide/
}
