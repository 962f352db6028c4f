# unfold reads the normal force of a dynamic row from f[t - 1], assuming it comes right after its normal.
# function: unfold
# set: A
/^static void unfold/,/END SOLUTION/{
s/f\[p->rows\[t\]\.normal\]/f[t - 1]/
}
