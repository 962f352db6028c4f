# The unfold loop stops one short (t < n - 1), so a dynamic row in the last place keeps force 0.
# function: unfold
# set: B
# shows when: the dynamic row is the last row of the problem: its friction force is reported as 0
/^static void unfold/,/END SOLUTION/{
s/for (int t = 0; t < p->n; t++)/for (int t = 0; t < p->n - 1; t++)/
}
