# unfold rewrites every row that has a normal (rows[t].normal >= 0), static friction rows included, instead of the dynamic rows only.
# function: unfold
# set: A
/^static void unfold/,/END SOLUTION/{
s/if (p->rows\[t\]\.kind == CF_ROW_DYNAMIC)/if (p->rows[t].normal >= 0)/
}
