# bilateral_solve_block puts f_B into f, then computes a, and sets each joint's a to 0 in a loop of its own over the rows (the same state).
/^cf_status bilateral_solve_block/,/^}/ {
    /^    for (int r = 0; r < k; r++)$/ { N; /s->a\[b->rows\[r\]\] = 0.0;/ s|.*|    for (int i = 0; i < n; i++)\n        if (s->p->rows[i].kind == CF_ROW_BILATERAL)\n            s->a[i] = 0.0;| }
}
