# fold_sliding_friction loops over the rows of A_hat outside and the dynamic rows inside (the fold reads only A, so the order is free).
/^static void fold_sliding_friction/,/^}/ {
    /^    for (int t = 0; t < n; t++) {$/,/^    }$/c\    for (int r = 0; r < n; r++) {\n        for (int t = 0; t < n; t++) {\n            const cf_row *row = \&p->rows[t];\n            if (row->kind != CF_ROW_DYNAMIC)\n                continue;\n            A_hat[r * n + row->normal] -= row->mu * row->slide * p->A[r * n + t];\n            A_hat[r * n + t] = 0.0;\n        }\n    }
}
