# The loop over the rows to fold stops one short (t < n - 1), so a dynamic row in the last place is not folded.
# function: fold_sliding_friction
# set: B
# shows when: the dynamic row is the last row of the problem (the usual layout of one sliding contact): its friction is not folded and column t is not zeroed
/^static void fold_sliding_friction/,/END SOLUTION/{
s/for (int t = 0; t < n; t++) {/for (int t = 0; t < n - 1; t++) {/
}
