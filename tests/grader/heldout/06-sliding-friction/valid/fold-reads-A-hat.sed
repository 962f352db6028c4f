# fold_sliding_friction reads column t from A_hat (still A's, as only dynamic columns are zeroed and only normal columns changed) instead of from p->A.
# function: fold_sliding_friction
# set: A
/^static void fold_sliding_friction/,/END SOLUTION/{
s/row->mu \* row->slide \* p->A\[r \* n + t\];/row->mu * row->slide * A_hat[r * n + t];/
}
