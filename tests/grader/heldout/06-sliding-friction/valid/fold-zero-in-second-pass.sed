# fold_sliding_friction folds every dynamic column first and sets the dynamic columns to zero in a second pass over the rows.
# function: fold_sliding_friction
# set: B
/^static void fold_sliding_friction/,/END SOLUTION/{
/^ *A_hat\[r \* n + t\] = 0\.0;$/d
/^    }$/a\
    for (int t = 0; t < n; t++)\
        if (p->rows[t].kind == CF_ROW_DYNAMIC)\
            for (int r = 0; r < n; r++)\
                A_hat[r * n + t] = 0.0;
}
