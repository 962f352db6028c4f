# unfold sets f[t] = mu v f[N], forgetting that the friction opposes the slide.
# function: unfold
# set: A
/^static void unfold/,/END SOLUTION/{
s/f\[t\] = -p->rows\[t\]\.mu/f[t] = p->rows[t].mu/
}
