# unfold sets f[t] = -mu f[N] without the slide v, as if every contact slid along +t.
# function: unfold
# set: A
/^static void unfold/,/END SOLUTION/{
s/-p->rows\[t\]\.mu \* p->rows\[t\]\.slide \* /-p->rows[t].mu * /
}
