# The dynamic row's force is computed from its own entry f[t] (which the folded solve left 0) instead of its normal's f[N].
# function: unfold
# set: B
# shows when: any sliding contact with mu > 0 and f_N > 0: the reported friction force is 0
/^static void unfold/,/END SOLUTION/{
s/\* f\[p->rows\[t\]\.normal\];/* f[t];/
}
