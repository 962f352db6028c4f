# Valid: the friction column is read from A_hat (still A's column t, since only row t's own fold zeroes it) just before zeroing it.
# function: fold_sliding_friction
# set: B
# shows when: never: column t of A_hat equals A's column t until its own fold zeroes it, entry by entry after it is read
/^static void fold_sliding_friction/,/END SOLUTION/{
s/-= row->mu \* row->slide \* p->A\[r \* n + t\];/-= row->mu * row->slide * A_hat[r * n + t];/
}
