# Sets the joints' a to exactly 0 by a loop over every row that tests its kind, instead of through b->rows.
# function: bilateral_solve_block
# set: A
/^cf_status bilateral_solve_block/,/END SOLUTION/{
/^    for (int r = 0; r < k; r++)$/{
N
s/^    for (int r = 0; r < k; r++)\n        s->a\[b->rows\[r\]\] = 0\.0; \/\* reached exactly, up to roundoff \*\/$/    for (int i = 0; i < n; i++)\
        if (s->p->rows[i].kind == CF_ROW_BILATERAL)\
            s->a[i] = 0.0;/
}
}
